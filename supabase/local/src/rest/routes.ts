// /rest/v1: PostgREST's HTTP surface over the engine. Each request: resolve the caller, parse and plan
// against the cached catalogue (no transaction open yet), then one transaction as the caller's role
// with one statement, then the response PostgREST would give.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Identity, RequestScope } from '../context.ts';
import { resolveIdentity, runAs } from '../context.ts';
import type { StackDeps } from '../deps.ts';
import type { Engine } from '../engine/engine.ts';
import { ApiError, fromDatabaseError, pgrstError } from '../errors.ts';
import { isPlainObject, readPayload } from './body.ts';
import type { Catalogue } from './catalogue.ts';
import { getCatalogue, invalidateCatalogue, reloadIfStale } from './catalogue.ts';
import { QueryParseError } from './grammar.ts';
import { parseQuery } from './query.ts';
import type { ReadOptions } from './read.ts';
import { planRead, readResponse, requestedRange, runRead } from './read.ts';
import { errorResponse, negotiate, parsePrefer } from './respond.ts';
import type { RpcArgs, RpcOptions } from './rpc.ts';
import { planRpc, rpcResponse, runRpc, splitGetArgs } from './rpc.ts';
import type { Mutation } from './write.ts';
import { planWrite, runWrite, writeResponse } from './write.ts';

export { invalidateCatalogue } from './catalogue.ts';

/** Errors that may only mean the cached catalogue is behind the database. */
const CATALOGUE_MISS = new Set(['PGRST205', 'PGRST204', 'PGRST202', 'PGRST200', '42703']);
/** Database errors after which the cached catalogue is probably stale. */
const SCHEMA_CHANGED = new Set(['42P01', '42703', '42883', '42704']);

/** Plans against the catalogue; a miss on a catalogue older than a moment reloads it and plans again. */
async function withCatalogue<T>(engine: Engine, plan: (cat: Catalogue) => T): Promise<T> {
  const cat = await getCatalogue(engine);
  try {
    return plan(cat);
  } catch (error) {
    const code = error instanceof ApiError ? String(error.body.code) : '';
    if (!CATALOGUE_MISS.has(code)) throw error;
    const fresh = await reloadIfStale(engine, cat);
    if (!fresh) throw error;
    return plan(fresh);
  }
}

function toApiError(error: unknown, role: string, engine: Engine): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof QueryParseError) return pgrstError(400, error.code, error.message, error.details || null);
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && SCHEMA_CHANGED.has(code)) invalidateCatalogue(engine);
  const apiError = fromDatabaseError(error, role);
  if (apiError.status >= 500) console.error('[rest]', error);
  return apiError;
}

/** Only the `public` schema is exposed: Accept-Profile (reads) / Content-Profile (writes). */
function checkProfile(headers: Headers, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const value = headers.get(header);
  if (value !== null && value.trim() !== 'public') {
    throw pgrstError(
      406,
      'PGRST106',
      'The schema must be one of the following: public',
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

export function restRoutes(deps: StackDeps): Hono {
  const { engine, config } = deps;
  const app = new Hono();

  async function handle(c: Context, work: (identity: Identity, url: URL) => Promise<Response>): Promise<Response> {
    let role = 'anon';
    try {
      const identity = await resolveIdentity(c.req.raw.headers, config);
      role = identity.role;
      checkProfile(c.req.raw.headers, c.req.method);
      return await work(identity, new URL(c.req.url));
    } catch (error) {
      return errorResponse(toApiError(error, role, engine));
    }
  }

  async function scope(c: Context, identity: Identity, url: URL): Promise<RequestScope> {
    const cat = await getCatalogue(engine);
    const role = cat.roles.get(identity.role) ?? { settings: [], timeoutMs: cat.defaultTimeoutMs };
    return { identity, role, headers: c.req.raw.headers, method: c.req.method, path: url.pathname };
  }

  app.get('/', (c) =>
    handle(c, async () => {
      const cat = await getCatalogue(engine);
      return c.json(openApiStub(cat, config.publicUrl));
    }),
  );

  // Hono routes HEAD to GET handlers (and drops the body); c.req.method still says HEAD.
  app.on(['GET', 'POST'], '/rpc/:fn', (c) =>
    handle(c, async (identity, url) => {
      const headers = c.req.raw.headers;
      const method = c.req.method as RpcOptions['method'];
      const name = c.req.param('fn');
      const prefer = parsePrefer(headers);
      const media = negotiate(headers.get('accept'));
      let postArgs: RpcArgs | null = null;
      if (method === 'POST') {
        const payload = await readPayload(c.req.raw, '{}');
        if (!isPlainObject(payload.value)) {
          throw pgrstError(
            400,
            'PGRST102',
            'RPC arguments must be a JSON object (bulk calls are not supported by the local stack)',
          );
        }
        postArgs = { raw: payload.raw, keys: Object.keys(payload.value) };
      }
      const planned = await withCatalogue(engine, (cat) => {
        let args = postArgs;
        let query = parseQuery(url.searchParams);
        if (!args) {
          const split = splitGetArgs(cat, name, url.searchParams);
          args = { raw: JSON.stringify(split.args), keys: Object.keys(split.args) };
          query = split.query;
        }
        const options: RpcOptions = {
          method,
          head: method === 'HEAD',
          count: prefer.count !== null,
          media,
          range: requestedRange(query, headers, config.maxRows),
        };
        return { plan: planRpc(cat, name, args, query, options), options };
      });
      const { plan, options } = planned;
      const readOnly = method !== 'POST';
      const result = await runAs(engine, await scope(c, identity, url), (tx) => runRpc(tx, plan, options), {
        readOnly,
      });
      return rpcResponse(plan, result, options, prefer);
    }),
  );
  app.all('/rpc/:fn', (c) =>
    handle(c, async () => {
      throw pgrstError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
    }),
  );

  app.get('/:table', (c) =>
    handle(c, async (identity, url) => {
      const headers = c.req.raw.headers;
      const table = c.req.param('table');
      const query = parseQuery(url.searchParams);
      const prefer = parsePrefer(headers);
      const options: ReadOptions = {
        head: c.req.method === 'HEAD',
        count: prefer.count !== null,
        media: negotiate(headers.get('accept')),
        range: requestedRange(query, headers, config.maxRows),
      };
      const statement = await withCatalogue(engine, (cat) => planRead(cat, table, query, options));
      const result = await runAs(engine, await scope(c, identity, url), (tx) => runRead(tx, statement, options), {
        readOnly: true,
      });
      return readResponse(result, options, prefer);
    }),
  );

  const write = (mutation: Mutation) => (c: Context) =>
    handle(c, async (identity, url) => {
      const headers = c.req.raw.headers;
      const table = c.req.param('table') as string;
      const query = parseQuery(url.searchParams);
      const options = { prefer: parsePrefer(headers), media: negotiate(headers.get('accept')) };
      const payload = mutation === 'delete' ? null : await readPayload(c.req.raw);
      const plan = await withCatalogue(engine, (cat) => planWrite(cat, mutation, table, query, payload, options));
      const result = await runAs(engine, await scope(c, identity, url), (tx) => runWrite(tx, plan, options));
      return writeResponse(plan, result, options);
    });
  app.post('/:table', write('insert'));
  app.patch('/:table', write('update'));
  app.delete('/:table', write('delete'));
  app.put('/:table', (c) =>
    handle(c, async () => {
      throw pgrstError(
        400,
        'PGRST100',
        'PUT is not supported by the local stack: use POST with Prefer: resolution=merge-duplicates',
      );
    }),
  );
  app.all('/:table', (c) =>
    handle(c, async () => {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    }),
  );
  return app;
}

/** Enough of PostgREST's OpenAPI root for tools that list tables and their columns. */
function openApiStub(cat: Catalogue, publicUrl: string) {
  const definitions: Record<string, unknown> = {};
  const paths: Record<string, unknown> = { '/': {} };
  for (const relation of cat.relations.values()) {
    definitions[relation.name] = {
      type: 'object',
      required: relation.columns.filter((c) => c.notNull && c.defaultExpr === null).map((c) => c.name),
      properties: Object.fromEntries(relation.columns.map((c) => [c.name, { format: c.type }])),
    };
    paths[`/${relation.name}`] = {};
  }
  for (const name of cat.routines.keys()) paths[`/rpc/${name}`] = {};
  return {
    swagger: '2.0',
    info: { title: 'local Supabase stack', version: '12' },
    host: new URL(publicUrl).host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
}
