// /storage/v1: the part of hosted Supabase Storage's HTTP API that supabase-js's storage client uses
// for upload, upsert/update, remove, list, public URLs and download (see README.md beside src/).
// Each request: validate the URL's bucket and name (names.ts), resolve the caller as /rest/v1 does,
// then one transaction as the caller's role so storage.objects' policies decide; the file on disk
// changes inside that transaction and is only made final once it has committed (store.ts).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Identity, RequestScope } from '../context.ts';
import { resolveIdentity, runAs } from '../context.ts';
import type { StackDeps } from '../deps.ts';
import type { Sql } from '../engine/engine.ts';
import { ApiError } from '../errors.ts';
import { getCatalogue } from '../rest/catalogue.ts';
import { checkMimeType, GLOBAL_FILE_SIZE_LIMIT, readJsonObject, readUpload } from './body.ts';
import { ERRORS, fromDatabaseError, storageError } from './errors.ts';
import { bucketAndName, bucketFromSegment, isValidObjectName } from './names.ts';
import type { NewObject, ObjectMetadata, SearchOptions } from './objects.ts';
import { deleteObjects, findBucket, findObject, insertObject, searchObjects, upsertObject } from './objects.ts';
import type { ObjectStore, Staged } from './store.ts';

const BASE = '/storage/v1';
/** Bucket lookups and public reads bypass row-level security, as hosted's `asSuperUser()` does. */
const SERVICE: Identity = { role: 'service_role', claims: { role: 'service_role' } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
/** Hosted's list caps a page at 1,500 entries. */
const MAX_LIST_LIMIT = 1500;

/** What the Storage API offers that this subset does not: a clear answer instead of a wrong route. */
const NOT_SUPPORTED = [
  '/object/info/*',
  '/object/sign/*',
  '/object/upload/sign/*',
  '/object/move',
  '/object/copy',
  '/object/list-v2/*',
  '/render/*',
  '/bucket',
  '/bucket/*',
  '/s3/*',
  '/upload/*',
];

/** The part of the (still percent-encoded) URL path after `/storage/v1<prefix>`. */
function restOf(c: Context, prefix: string): string {
  const path = new URL(c.req.url).pathname;
  const start = BASE + prefix;
  if (!path.startsWith(start)) throw ERRORS.invalidRequest('Invalid path');
  return path.slice(start.length);
}

/** Header values that came from the database: refused rather than sent if a header cannot carry them. */
function headerValue(name: string, value: string): string {
  if (!/^[\x20-\x7e\t]*$/.test(value)) {
    throw storageError(400, 'InvalidRequest', 'invalid_header_char', `Invalid character in response header "${name}"`);
  }
  return value;
}

function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function storageRoutes(deps: StackDeps, store: ObjectStore): Hono {
  const { engine, config } = deps;
  const app = new Hono();

  /** The caller as /rest/v1 resolves it; bad tokens answered as hosted Storage words them. */
  async function identify(c: Context): Promise<Identity> {
    try {
      return await resolveIdentity(c.req.raw.headers, config);
    } catch (error) {
      const code = error instanceof ApiError ? error.body.code : undefined;
      if (code === 'PGRST303') throw ERRORS.accessDenied('jwt expired');
      if (code === 'PGRST301' && String(error instanceof ApiError && error.body.message).startsWith('JWSError')) {
        throw ERRORS.accessDenied('invalid signature');
      }
      throw error;
    }
  }

  async function scope(c: Context, identity: Identity): Promise<RequestScope> {
    const cat = await getCatalogue(engine);
    const role = cat.roles.get(identity.role) ?? { settings: [], timeoutMs: cat.defaultTimeoutMs };
    return { identity, role, headers: c.req.raw.headers, method: c.req.method, path: new URL(c.req.url).pathname };
  }

  async function handle(c: Context, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (error) {
      const apiError = fromDatabaseError(error);
      for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
      return c.json(apiError.body, apiError.status as 400);
    }
  }

  /**
   * Runs `write` (row changes) in one transaction as `identity`; `files` collects the file changes it
   * made, made final after the commit or undone if anything failed, the commit included.
   */
  async function writeAs<T>(
    c: Context,
    identity: Identity,
    write: (tx: Sql, files: Staged[]) => Promise<T>,
  ): Promise<T> {
    const files: Staged[] = [];
    let result: T;
    try {
      result = await runAs(engine, await scope(c, identity), (tx) => write(tx, files));
    } catch (error) {
      for (const staged of files) await staged.rollback().catch((undo) => console.error('[storage] undo', undo));
      throw error;
    }
    // Committed: a failure to tidy up (a backup left behind) must not turn success into an error.
    for (const staged of files) await staged.commit().catch((tidy) => console.error('[storage] tidy', tidy));
    return result;
  }

  /** POST (upload; upsert with `x-upsert: true`) and PUT (update, always an upsert), as hosted. */
  async function upload(c: Context, upsert: boolean): Promise<Response> {
    const { bucket: bucketId, name } = bucketAndName(restOf(c, '/object/'));
    const identity = await identify(c);
    const bucket = await runAs(engine, await scope(c, SERVICE), (tx) => findBucket(tx, bucketId), { readOnly: true });
    if (!bucket) throw ERRORS.noSuchBucket();
    // Studio's folder markers: zero bytes, any type (hosted's isEmptyFolder).
    const placeholder = name.endsWith('.emptyFolderPlaceholder');
    const limit = placeholder ? 0 : Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
    const file = await readUpload(c.req.raw, limit);
    if (!placeholder) checkMimeType(file.mimetype, bucket.allowed_mime_types);
    const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.byteLength,
      mimetype: file.mimetype,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.byteLength,
      httpStatusCode: 200,
    };
    const row: NewObject = {
      id: randomUUID(),
      bucket: bucketId,
      name,
      owner: sub && UUID.test(sub) ? sub : null,
      ownerId: sub,
      metadata,
      userMetadata: file.userMetadata,
      version: randomUUID(),
    };
    const id = await writeAs(c, identity, async (tx, files) => {
      const objectId = upsert ? await upsertObject(tx, row) : await insertObject(tx, row);
      files.push(await store.put(bucketId, name, file.bytes));
      return objectId;
    });
    return c.json({ Id: id, Key: `${bucketId}/${name}` });
  }

  /** The object's bytes with the headers hosted's renderer sends; 304 when the client's copy is current. */
  async function serve(c: Context, bucket: string, name: string, metadata: ObjectMetadata | null): Promise<Response> {
    const handle = await store.open(bucket, name);
    if (!handle) throw ERRORS.noSuchKey();
    try {
      const size = (await handle.stat()).size;
      const headers = new Headers();
      // metadata is jsonb anyone with SQL access may have written: only strings become headers.
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      const mimetype = text(metadata?.mimetype) ?? 'application/octet-stream';
      // As hosted: HTML is never served as HTML from the API's origin.
      headers.set(
        'Content-Type',
        headerValue('content-type', mimetype.includes('text/html') ? 'text/plain' : mimetype),
      );
      headers.set('Cache-Control', headerValue('cache-control', text(metadata?.cacheControl) ?? 'no-cache'));
      // Local hardening (not a hosted header): no content sniffing of what users uploaded.
      headers.set('X-Content-Type-Options', 'nosniff');
      const etag = text(metadata?.eTag);
      if (etag) headers.set('ETag', headerValue('etag', etag));
      const lastModified = text(metadata?.lastModified);
      const modified = lastModified ? new Date(lastModified) : null;
      if (modified && !Number.isNaN(modified.getTime())) headers.set('Last-Modified', modified.toUTCString());
      const download = c.req.query('download');
      if (download !== undefined) {
        const encoded = encodeURIComponent(download);
        headers.set(
          'Content-Disposition',
          download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`,
        );
      }
      const ifNoneMatch = c.req.header('if-none-match');
      const ifModifiedSince = c.req.header('if-modified-since');
      const sinceTime = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
      const notModified = ifNoneMatch
        ? Boolean(etag) && etagMatches(ifNoneMatch, etag as string)
        : modified !== null && !Number.isNaN(sinceTime) && Math.floor(modified.getTime() / 1000) * 1000 <= sinceTime;
      if (notModified || c.req.method === 'HEAD') {
        await handle.close();
        if (!notModified) headers.set('Content-Length', String(size));
        return new Response(null, { status: notModified ? 304 : 200, headers });
      }
      headers.set('Content-Length', String(size));
      const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
      return new Response(body, { status: 200, headers });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  /** GET /object/authenticated/<bucket>/<name> and /object/<bucket>/<name>: the caller's select policy decides. */
  async function download(c: Context, prefix: string): Promise<Response> {
    const { bucket, name } = bucketAndName(restOf(c, prefix));
    const identity = await identify(c);
    const found = await runAs(engine, await scope(c, identity), (tx) => findObject(tx, bucket, name), {
      readOnly: true,
    });
    if (!found) throw ERRORS.noSuchKey();
    return serve(c, bucket, name, found.metadata);
  }

  for (const path of NOT_SUPPORTED) {
    app.all(path, (c) =>
      handle(c, async () => {
        throw storageError(
          501,
          'NotSupported',
          'Not Implemented',
          `The local stack does not implement ${c.req.method} ${BASE}${path} (supabase/local/README.md lists what it does)`,
        );
      }),
    );
  }

  // Public buckets only, no key needed (as hosted: a public URL works in an <img>); no policy applies.
  app.get('/object/public/*', (c) =>
    handle(c, async () => {
      const { bucket, name } = bucketAndName(restOf(c, '/object/public/'));
      const found = await runAs(
        engine,
        await scope(c, SERVICE),
        async (tx) => {
          const owner = await findBucket(tx, bucket);
          if (!owner?.public) throw ERRORS.noSuchBucket();
          return findObject(tx, bucket, name);
        },
        { readOnly: true },
      );
      if (!found) throw ERRORS.noSuchKey();
      return serve(c, bucket, name, found.metadata);
    }),
  );

  app.get('/object/authenticated/*', (c) => handle(c, () => download(c, '/object/authenticated/')));

  app.post('/object/list/*', (c) =>
    handle(c, async () => {
      const bucket = bucketFromSegment(restOf(c, '/object/list/'));
      const body = await readJsonObject(c.req.raw);
      const options = searchOptions(body);
      const identity = await identify(c);
      const rows = await runAs(engine, await scope(c, identity), (tx) => searchObjects(tx, bucket, options), {
        readOnly: true,
      });
      return c.json(rows);
    }),
  );

  app.post('/object/*', (c) => handle(c, () => upload(c, c.req.header('x-upsert') === 'true')));
  app.put('/object/*', (c) => handle(c, () => upload(c, true)));
  app.get('/object/*', (c) => handle(c, () => download(c, '/object/')));

  // DELETE /object/<bucket> with {prefixes: [names]}: removes what the caller's delete policy allows
  // and answers those objects; names it may not delete, or that do not exist, are left out (200, as hosted).
  app.delete('/object/*', (c) =>
    handle(c, async () => {
      const rest = restOf(c, '/object/');
      if (rest.includes('/')) {
        throw storageError(
          501,
          'NotSupported',
          'Not Implemented',
          'The local stack does not implement DELETE /storage/v1/object/<bucket>/<name>: use remove()',
        );
      }
      const bucket = bucketFromSegment(rest);
      const body = await readJsonObject(c.req.raw);
      const prefixes = body.prefixes;
      if (!Array.isArray(prefixes) || prefixes.some((prefix) => typeof prefix !== 'string')) {
        throw ERRORS.invalidRequest("body must have required property 'prefixes' (an array of strings)");
      }
      if (prefixes.length === 0) throw ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
      const identity = await identify(c);
      const deleted = await writeAs(c, identity, async (tx, files) => {
        const rows = await deleteObjects(tx, bucket, prefixes as string[]);
        // Only names an upload could have written are files; a row inserted by SQL with another name has none.
        const names = rows.map((row) => String(row.name)).filter(isValidObjectName);
        files.push(await store.remove(bucket, names));
        return rows;
      });
      return c.json(deleted);
    }),
  );

  app.all('*', (c) =>
    handle(c, async () => {
      throw storageError(
        501,
        'NotSupported',
        'Not Implemented',
        `The local stack does not implement ${c.req.method} ${new URL(c.req.url).pathname} (supabase/local/README.md lists what it does)`,
      );
    }),
  );

  return app;
}

/** The list body storage-js sends: {prefix, limit, offset, sortBy: {column, order}, search}. */
function searchOptions(body: Record<string, unknown>): SearchOptions {
  const { prefix, limit = 100, offset = 0, sortBy, search = '' } = body;
  if (typeof prefix !== 'string') throw ERRORS.invalidRequest("body must have required property 'prefix'");
  if (typeof search !== 'string') throw ERRORS.invalidRequest('body/search must be string');
  if (!Number.isInteger(limit) || (limit as number) < 1) throw ERRORS.invalidRequest('body/limit must be >= 1');
  if (!Number.isInteger(offset) || (offset as number) < 0) throw ERRORS.invalidRequest('body/offset must be >= 0');
  const sort = (typeof sortBy === 'object' && sortBy !== null ? sortBy : {}) as Record<string, unknown>;
  const column = typeof sort.column === 'string' && SORT_COLUMNS.has(sort.column) ? sort.column : 'name';
  const order = typeof sort.order === 'string' ? sort.order.toLowerCase() : 'asc';
  return {
    // As hosted: a prefix names a folder, with or without its trailing slash.
    prefix: prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    search,
    limit: Math.min(limit as number, MAX_LIST_LIMIT),
    offset: offset as number,
    column: column as SearchOptions['column'],
    ascending: order === 'asc',
  };
}
