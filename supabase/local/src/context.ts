import { errors } from 'jose';
import type { StackConfig } from './config.ts';
import { JWT_CLOCK_SKEW_SECONDS } from './config.ts';
import type { Engine, Sql, TransactionOptions } from './engine/engine.ts';
import { pgrstError } from './errors.ts';
import { verifyHs256 } from './jwt.ts';
import type { RoleSettings } from './rest/catalogue.ts';

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Identity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

const ANON: Identity = { role: 'anon', claims: { role: 'anon' } };

function isJwt(token: string): boolean {
  return token.split('.').length === 3;
}

/**
 * Who a request is, as the Supabase gateway and PostgREST decide it: the bearer token if it is a JWT,
 * otherwise the apikey; an opaque key such as `sb_publishable_...` maps to anon. Bad or expired
 * tokens are 401, never a silent downgrade to anon.
 */
export async function resolveIdentity(headers: Headers, config: StackConfig): Promise<Identity> {
  const bearer = headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const apikey = headers.get('apikey')?.trim();
  const token = bearer && isJwt(bearer) ? bearer : apikey && isJwt(apikey) ? apikey : undefined;
  if (!token) {
    if (bearer || apikey) return ANON;
    throw pgrstError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  const claims = await verifyToken(token, config.jwtSecret);
  const role = claims.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw pgrstError(401, 'PGRST301', `JWT role "${String(role)}" is not an API role`);
  }
  return { role: role as ApiRole, claims };
}

async function verifyToken(token: string, secret: string): Promise<Record<string, unknown>> {
  try {
    return await verifyHs256(token, secret, { clockTolerance: JWT_CLOCK_SKEW_SECONDS });
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw pgrstError(401, 'PGRST303', 'JWT expired');
    throw pgrstError(401, 'PGRST301', 'JWSError JWSInvalidSignature', null, null);
  }
}

/** Lower-cased request headers as one JSON object, what PostgREST exposes as `request.headers`. */
function headersJson(headers: Headers): string {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return JSON.stringify(out);
}

export interface RequestScope {
  identity: Identity;
  /** The role's own settings and timeout (Catalogue.roles). */
  role: RoleSettings;
  headers: Headers;
  method: string;
  path: string;
}

/**
 * The whole switch to the request's role as one statement (one round trip, as PostgREST's own
 * pre-request query), in this order:
 * - the impersonated role's own settings ($6, $7, then pairs on), applied for this transaction only, as
 *   PostgREST does: a role setting alone never reaches a `set role` session;
 * - the role, the JWT claims and the request's headers, method and path as transaction-local settings
 *   that auth.uid(), auth.jwt() and our triggers read;
 * - read-only for GET/HEAD, as `begin read only` would (the same transaction_read_only setting).
 */
function switchRoleSql(settings: number, readOnly: boolean): string {
  const roleSettings = Array.from({ length: settings }, (_, i) => `set_config($${6 + 2 * i}, $${7 + 2 * i}, true)`);
  return `select ${[
    ...roleSettings,
    `set_config('role', $1, true)`,
    `set_config('request.jwt.claims', $2, true)`,
    `set_config('request.headers', $3, true)`,
    `set_config('request.method', $4, true)`,
    `set_config('request.path', $5, true)`,
    ...(readOnly ? [`set_config('transaction_read_only', 'on', true)`] : []),
  ].join(', ')}`;
}

/**
 * PGlite runs a statement to its end inside this very thread, so nothing can interrupt it: the
 * timeout is checked when the statement returns, and an overrun fails the transaction with the error
 * PostgreSQL would have raised (57014), so callers see the same answer on both engines.
 */
function withStatementTimeout(tx: Sql, limit: number): Sql {
  if (!limit) return tx;
  return {
    async query(text, params, options) {
      const started = performance.now();
      const result = await tx.query(text, params, options);
      if (performance.now() - started > limit) {
        throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      }
      return result as never;
    },
  };
}

/** Runs `fn` in one transaction as PostgREST does, as the request's role (see switchRoleSql). */
export function runAs<T>(
  engine: Engine,
  scope: RequestScope,
  fn: (tx: Sql) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return engine.transaction(async (tx) => {
    const { settings, timeoutMs } = scope.role;
    const readOnly = options.readOnly === true;
    const prepareAs = `switch_role_${settings.length}_${readOnly ? 'ro' : 'rw'}`;
    await tx.query(
      switchRoleSql(settings.length, readOnly),
      [
        scope.identity.role,
        JSON.stringify(scope.identity.claims),
        headersJson(scope.headers),
        scope.method,
        scope.path,
        ...settings.flat(),
      ],
      { prepareAs },
    );
    return fn(engine.kind === 'pglite' ? withStatementTimeout(tx, timeoutMs) : tx);
  });
}
