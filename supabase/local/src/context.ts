import { errors, jwtVerify } from 'jose';
import type { StackConfig } from './config.ts';
import { JWT_CLOCK_SKEW_SECONDS } from './config.ts';
import type { Engine, Sql, TransactionOptions } from './engine/engine.ts';
import { pgrstError } from './errors.ts';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
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

export async function verifyToken(token: string, secret: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: JWT_CLOCK_SKEW_SECONDS,
    });
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw pgrstError(401, 'PGRST303', 'JWT expired');
    throw pgrstError(401, 'PGRST301', 'JWSError JWSInvalidSignature', null, null);
  }
}

/** Lower-cased request headers as one JSON object, what PostgREST exposes as `request.headers`. */
export function headersJson(headers: Headers): string {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return JSON.stringify(out);
}

export interface RequestScope {
  identity: Identity;
  headers: Headers;
  method: string;
  path: string;
}

/**
 * Runs `fn` in one transaction as PostgREST does: switch to the request's role and expose the JWT
 * claims and headers as transaction-local settings that auth.uid(), auth.jwt() and our triggers read.
 */
export function runAs<T>(
  engine: Engine,
  scope: RequestScope,
  fn: (tx: Sql) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return engine.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true)`,
      [
        scope.identity.role,
        JSON.stringify(scope.identity.claims),
        headersJson(scope.headers),
        scope.method,
        scope.path,
      ],
    );
    return fn(tx);
  }, options);
}
