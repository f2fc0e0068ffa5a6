// Request bodies for writes and RPC: size-capped, content-type checked, validated as JSON in Node
// but handed to Postgres as the original text (so big numbers keep their precision).
import { pgrstError } from '../errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Deeper JSON is refused before it reaches Postgres, whose recursive JSON parser runs out of stack on
 * a body of a few thousand brackets (PGlite fails with an internal error): a 400, never a 500.
 */
export const MAX_JSON_DEPTH = 128;

/** True when `text` nests arrays/objects deeper than `max` (brackets inside strings do not count). */
export function nestedTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

export interface Payload {
  /** JSON text for a `$n::json` parameter. */
  raw: string;
  value: unknown;
}

function tooLarge(): never {
  throw pgrstError(413, 'PGRST102', 'Payload Too Large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
}

/** The body's bytes, refusing more than MAX_BODY_BYTES before reading it all (auth reuses this). */
export async function readCapped(request: Request, refuse: () => never = tooLarge): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) refuse();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      refuse();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function invalidJson(): never {
  throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
}

/**
 * Reads a JSON body; other content types (forms, CSV) are refused with 415 rather than half-supported. `emptyAs` answers an empty body (RPC treats it as `{}`);
 * without it an empty body is invalid, as in PostgREST.
 */
export async function readPayload(request: Request, emptyAs?: string): Promise<Payload> {
  const contentType =
    (request.headers.get('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType !== 'application/json' && contentType !== '' && !contentType.endsWith('+json')) {
    throw pgrstError(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`);
  }
  const bytes = await readCapped(request);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    invalidJson();
  }
  if (text.trim() === '' && emptyAs !== undefined) return { raw: emptyAs, value: JSON.parse(emptyAs) };
  if (nestedTooDeep(text)) {
    throw pgrstError(400, 'PGRST102', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return { raw: text, value: JSON.parse(text) };
  } catch {
    invalidJson();
  }
}

/** Keys of an object body, or of the objects of an array body (which must all share them). */
export function payloadKeys(value: unknown): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    const first = value[0];
    if (!isPlainObject(first)) invalidJson();
    const keys = Object.keys(first);
    const sorted = [...keys].sort().join('\u0000');
    for (const row of value) {
      if (!isPlainObject(row)) invalidJson();
      if (Object.keys(row).sort().join('\u0000') !== sorted) {
        throw pgrstError(400, 'PGRST102', 'All object keys must match');
      }
    }
    return keys;
  }
  if (!isPlainObject(value)) invalidJson();
  return Object.keys(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
