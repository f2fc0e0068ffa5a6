// Upload and JSON request bodies, read with a byte cap so that no request can make the stack buffer
// more than a bucket allows. storage-js sends a Blob/File/FormData as multipart/form-data (a
// `cacheControl` field, optional `metadata`/`contentType` fields, the file) and anything else as the
// raw body with Content-Type, Cache-Control and x-metadata (base64 JSON) headers; hosted reads both.
import { ERRORS } from './errors.ts';

/** Hosted's project-wide upload limit by default (`[storage] file_size_limit = "50MiB"`). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart envelope around the file (boundaries, part headers, small fields). */
const MULTIPART_SLACK = 64 * 1024;
/** Hosted's MAX_CUSTOM_METADATA_SIZE. */
const MAX_USER_METADATA_BYTES = 1024 * 1024;
/** JSON bodies of list and remove. */
const MAX_JSON_BYTES = 1024 * 1024;

export interface Upload {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** The body, or null once it exceeds `cap` bytes (reading stops there). */
async function readCapped(request: Request, cap: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > cap) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A client that goes away mid-upload is hosted's NoContentProvided, not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw ERRORS.noContent();
    });
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Header-safe text (what a response header may carry later), bounded. */
function headerSafe(value: string, what: string): string {
  if (value.length > 1024 || !/^[\x20-\x7e\t]*$/.test(value)) {
    throw ERRORS.invalidRequest(`Invalid character in ${what}`);
  }
  return value;
}

function parseUserMetadata(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  if (Buffer.byteLength(json, 'utf8') > MAX_USER_METADATA_BYTES) throw ERRORS.entityTooLarge('user_metadata');
  try {
    const value: unknown = JSON.parse(json);
    // As hosted: metadata that is not a JSON object is ignored rather than refused.
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads an upload whose file may have at most `limit` bytes: the bucket's file_size_limit, capped by
 * the project-wide limit. Too large is 413 (hosted's EntityTooLarge).
 */
export async function readUpload(request: Request, limit: number): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const raw = await readCapped(request, limit + MULTIPART_SLACK);
    if (!raw) throw ERRORS.entityTooLarge();
    let form: FormData;
    try {
      form = await new Response(raw as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      throw ERRORS.noContent();
    }
    // The first file part, whatever its field name (storage-js sends it with an empty one).
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw ERRORS.noContent();
    if (file.size > limit) throw ERRORS.entityTooLarge();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const cacheTime = field('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: headerSafe(field('contentType') || file.type || 'application/octet-stream', 'contentType'),
      cacheControl: headerSafe(cacheTime ? `max-age=${cacheTime}` : 'no-cache', 'cacheControl'),
      userMetadata: parseUserMetadata(field('metadata') ?? field('userMetadata')),
    };
  }
  const bytes = await readCapped(request, limit);
  if (!bytes) throw ERRORS.entityTooLarge();
  const header = request.headers.get('x-metadata');
  let metadataJson: string | null = null;
  if (header !== null) metadataJson = Buffer.from(header, 'base64').toString('utf8');
  return {
    bytes,
    mimetype: headerSafe(contentType || 'application/octet-stream', 'content-type'),
    cacheControl: headerSafe(request.headers.get('cache-control') ?? 'no-cache', 'cache-control'),
    userMetadata: parseUserMetadata(metadataJson),
  };
}

/**
 * Hosted's validateMimeType: `type/subtype` compared exactly, or `type/*`; parameters are not
 * stripped, so `text/plain;charset=UTF-8` only matches itself. An empty or null list allows all.
 */
export function checkMimeType(mimetype: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimetype.split('/');
  if (subtype === undefined) throw ERRORS.invalidMimeType(mimetype);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw ERRORS.invalidMimeType(mimetype);
}

/** A JSON object body (list, remove), at most 1 MiB. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const raw = await readCapped(request, MAX_JSON_BYTES);
  if (!raw) throw ERRORS.entityTooLarge('request body');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    throw ERRORS.invalidRequest('Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ERRORS.invalidRequest('body must be object');
  }
  return value as Record<string, unknown>;
}
