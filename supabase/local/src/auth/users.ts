import { randomUUID } from 'node:crypto';
import type { Sql } from '../engine/engine.ts';
import { checkPasswordLength, unprocessable, validateEmail } from './errors.ts';
import { hashPassword } from './password.ts';

/** GoTrue writes this instance id on every row; hosted tools filter on it. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** One auth.users row as Postgres serialises it (timestamps are ISO strings). */
export interface UserRecord {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: string;
  updated_at: string;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

interface IdentityRecord {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

export interface LoadedUser {
  record: UserRecord;
  identities: IdentityRecord[];
}

// The user and its identities as one JSON text built by Postgres, so both engines parse it alike.
const USER_JSON = `json_build_object(
    'user', row_to_json(u),
    'identities', coalesce((select json_agg(row_to_json(i) order by i.created_at)
                            from auth.identities i where i.user_id = u.id), '[]'::json)
  )::text as json`;

function parseLoaded(rows: { json: string }[]): LoadedUser[] {
  return rows.map((row) => {
    const parsed = JSON.parse(row.json) as { user: UserRecord; identities: IdentityRecord[] };
    return { record: parsed.user, identities: parsed.identities };
  });
}

export async function loadUser(sql: Sql, id: string): Promise<LoadedUser | null> {
  const { rows } = await sql.query<{ json: string }>(`select ${USER_JSON} from auth.users u where u.id = $1`, [id]);
  return parseLoaded(rows)[0] ?? null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<LoadedUser | null> {
  const { rows } = await sql.query<{ json: string }>(
    `select ${USER_JSON} from auth.users u
      where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`,
    [email],
  );
  return parseLoaded(rows)[0] ?? null;
}

/** A page of users, newest first (GoTrue's default order), with the total for pagination headers. */
export async function listUsers(
  sql: Sql,
  page: number,
  perPage: number,
  filter: string,
): Promise<{ users: LoadedUser[]; total: number }> {
  const where = `u.deleted_at is null and ($1 = '' or u.email ilike '%' || $1 || '%'
                 or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const { rows } = await sql.query<{ json: string }>(
    `select ${USER_JSON} from auth.users u where ${where}
      order by u.created_at desc, u.id limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const count = await sql.query<{ total: string }>(`select count(*)::text as total from auth.users u where ${where}`, [
    filter,
  ]);
  return { users: parseLoaded(rows), total: Number(count.rows[0]?.total ?? 0) };
}

function iso(value: string | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/** app_metadata as GoTrue presents it: the provider fields first, then what the server stored. */
export function appMetadata(record: UserRecord): Json {
  return { provider: 'email', providers: ['email'], ...(record.raw_app_meta_data ?? {}) };
}

/**
 * user_metadata: what the user stored, with the identity fields GoTrue keeps there made authoritative
 * (a user may edit user_metadata, so `sub`/`email` there must never be taken from the user).
 */
export function userMetadata(record: UserRecord): Json {
  return {
    ...(record.raw_user_meta_data ?? {}),
    email: record.email ?? '',
    email_verified: Boolean(record.email_confirmed_at),
    sub: record.id,
  };
}

/** The user object of GoTrue's API (models.User's JSON): unset timestamps are omitted, as there. */
export function userJson({ record, identities }: LoadedUser): Json {
  const out: Json = {
    id: record.id,
    aud: record.aud ?? 'authenticated',
    role: record.role ?? 'authenticated',
    email: record.email ?? '',
    email_confirmed_at: iso(record.email_confirmed_at),
    phone: record.phone ?? '',
    phone_confirmed_at: iso(record.phone_confirmed_at),
    confirmation_sent_at: iso(record.confirmation_sent_at),
    confirmed_at: iso(record.confirmed_at),
    recovery_sent_at: iso(record.recovery_sent_at),
    new_email: record.email_change || undefined,
    email_change_sent_at: record.email_change ? iso(record.email_change_sent_at) : undefined,
    invited_at: iso(record.invited_at),
    last_sign_in_at: iso(record.last_sign_in_at),
    app_metadata: appMetadata(record),
    user_metadata: userMetadata(record),
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
    banned_until: iso(record.banned_until),
    is_anonymous: record.is_anonymous,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

export function isBanned(record: UserRecord): boolean {
  return record.banned_until !== null && new Date(record.banned_until) > new Date();
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
  /** Set when a confirmation mail is about to be sent. */
  confirmationToken?: string | null;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}

/**
 * Inserts the user and its email identity in one statement. Like GoTrue, user_metadata and the
 * identity carry sub/email/email_verified/phone_verified; the caller's data cannot override them.
 * A duplicate address surfaces as the database's unique violation (see isUniqueViolation).
 */
export async function insertUser(sql: Sql, user: NewUser): Promise<string> {
  const id = randomUUID();
  const identityFields = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  const meta = { ...(user.userMetadata ?? {}), ...identityFields };
  const app = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  await sql.query(
    `with u as (
       insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
                               is_super_admin, is_sso_user, is_anonymous)
       values ($1, $2, 'authenticated', 'authenticated', $3, $4, case when $5::boolean then now() end,
               $6, case when $6::text is not null then now() end, $7::jsonb, $8::jsonb, false, false, false)
       returning id
     )
     insert into auth.identities (provider_id, user_id, identity_data, provider)
     select u.id::text, u.id, $9::jsonb, 'email' from u`,
    [
      INSTANCE_ID,
      id,
      user.email,
      user.passwordHash,
      user.confirmed,
      user.confirmationToken ?? null,
      JSON.stringify(app),
      JSON.stringify(meta),
      JSON.stringify({ ...(user.userMetadata ?? {}), ...identityFields }),
    ],
  );
  return id;
}

/** Shallow merge as GoTrue's UpdateUserMetaData/UpdateAppMetaData: a null value removes the key. */
function mergeSql(column: 'raw_user_meta_data' | 'raw_app_meta_data'): string {
  return `update auth.users set ${column} = (
            select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
              from jsonb_each(coalesce(${column}, '{}'::jsonb) || $2::jsonb) where value <> 'null'::jsonb),
          updated_at = now()
          where id = $1`;
}

export async function mergeUserMetadata(sql: Sql, id: string, patch: Json): Promise<void> {
  await sql.query(mergeSql('raw_user_meta_data'), [id, JSON.stringify(patch)]);
}

export async function mergeAppMetadata(sql: Sql, id: string, patch: Json): Promise<void> {
  await sql.query(mergeSql('raw_app_meta_data'), [id, JSON.stringify(patch)]);
}

export async function setPassword(sql: Sql, id: string, passwordHash: string): Promise<void> {
  await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
    id,
    passwordHash,
  ]);
}

/** Marks the address confirmed (GoTrue's user.Confirm), keeping email_verified in step. */
export async function confirmEmail(sql: Sql, id: string): Promise<void> {
  await sql.query(
    `with u as (
       update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
              updated_at = now()
        where id = $1 returning id
     )
     update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id in (select id from u) and provider = 'email'`,
    [id],
  );
}

/** Replaces the address everywhere GoTrue keeps a copy of it (user, identity, user_metadata). */
export async function changeEmail(sql: Sql, id: string, email: string): Promise<void> {
  const patch = JSON.stringify({ email });
  await sql.query(
    `with u as (
       update auth.users set email = $2, email_change = null, email_change_token_new = null,
              email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb, updated_at = now()
        where id = $1 returning id
     )
     update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id in (select id from u) and provider = 'email'`,
    [id, email, patch],
  );
}

export interface CreateUserInput {
  email: string;
  password: string;
  fullName?: string;
  /** Confirmed users can sign in at once; unconfirmed ones must follow a confirmation link first. */
  confirmed?: boolean;
  /** Server-controlled metadata (users cannot change it). */
  appMetadata?: Json;
}

/**
 * Creates a user for the CLI (`pnpm backend user add`) and the seed, as the admin API would.
 * Like GoTrue's admin create it checks no password strength, only bcrypt's length limit.
 * Throws an ApiError (422 email_exists; 400 validation_failed) on bad input.
 */
export async function createUser(owner: Sql, input: CreateUserInput): Promise<string> {
  const email = validateEmail(input.email);
  checkPasswordLength(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(owner, {
      email,
      passwordHash,
      confirmed: input.confirmed ?? true,
      userMetadata: input.fullName ? { full_name: input.fullName } : {},
      appMetadata: input.appMetadata,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
