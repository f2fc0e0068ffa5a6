import type { Context, Hono } from 'hono';
import type { StackDeps } from '../deps.ts';
import type { Sql } from '../engine/engine.ts';
import {
  authError,
  badRequest,
  checkPasswordLength,
  checkPasswordStrength,
  notFound,
  validateEmail,
} from './errors.ts';
import { requireAdmin } from './guard.ts';
import { clearInbox, readInbox } from './mail.ts';
import { hashPassword } from './password.ts';
import { isObject, readBody, str } from './request.ts';
import type { LoadedUser } from './users.ts';
import {
  changeEmail,
  confirmEmail,
  emailExists,
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  isUuid,
  listUsers,
  loadUser,
  mergeAppMetadata,
  mergeUserMetadata,
  setPassword,
  userJson,
} from './users.ts';

const DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/** GoTrue's ban_duration: `none` lifts a ban, otherwise a Go duration such as `24h` or `1h30m`. */
function bannedUntil(value: unknown): Date | null {
  const text = str(value);
  if (text === 'none') return null;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) {
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${text}"`);
  }
  const seconds = parts.reduce((sum, p) => sum + Number(p[1]) * (DURATION_UNITS[p[2] ?? 's'] ?? 1), 0);
  return new Date(Date.now() + seconds * 1000);
}

async function setBan(sql: Sql, id: string, value: unknown): Promise<void> {
  const until = bannedUntil(value);
  await sql.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
    id,
    until?.toISOString() ?? null,
  ]);
}

async function setRole(sql: Sql, id: string, role: string): Promise<void> {
  await sql.query('update auth.users set role = $2, updated_at = now() where id = $1', [id, role]);
}

async function userOr404(sql: Sql, id: string): Promise<LoadedUser> {
  // GoTrue rejects a malformed id with 404 too, before looking anything up.
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await loadUser(sql, id);
  if (!user || user.record.deleted_at) throw notFound('user_not_found', 'User not found');
  return user;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The service-key endpoints: GoTrue's /admin/users and our local mail inbox. */
export function mountAdminRoutes(app: Hono, deps: StackDeps): void {
  const sql = deps.engine.owner;

  app.get('/admin/users', async (c) => {
    await requireAdmin(c, deps);
    const page = positiveInt(c.req.query('page'), 1);
    const perPage = Math.min(positiveInt(c.req.query('per_page'), 50), 1000);
    const { users, total } = await listUsers(sql, page, perPage, c.req.query('filter') ?? '');
    // auth-js reads pagination from these headers; it takes the page from the first `=` of each link.
    const lastPage = Math.ceil(total / perPage);
    const base = `${deps.config.publicUrl}/auth/v1/admin/users`;
    const links: string[] = [];
    if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    if (!body.email) {
      throw badRequest(
        'validation_failed',
        body.phone ? 'Phone logins are disabled' : 'Cannot create a user without either an email or phone',
      );
    }
    const email = validateEmail(body.email);
    const password = body.password === undefined || body.password === null ? null : str(body.password);
    if (password !== null) checkPasswordLength(password);
    if (await findUserByEmail(sql, email)) throw emailExists();
    let id: string;
    try {
      id = await insertUser(sql, {
        email,
        passwordHash: password === null ? null : await hashPassword(password),
        confirmed: body.email_confirm === true,
        userMetadata: isObject(body.user_metadata) ? body.user_metadata : {},
        appMetadata: isObject(body.app_metadata) ? body.app_metadata : {},
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    }
    if (str(body.role)) await setRole(sql, id, str(body.role));
    if (body.ban_duration) await setBan(sql, id, body.ban_duration);
    return c.json(userJson(await userOr404(sql, id)));
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps);
    return c.json(userJson(await userOr404(sql, c.req.param('id'))));
  });

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps);
    const user = await userOr404(sql, c.req.param('id'));
    const id = user.record.id;
    const body = await readBody(c);
    const email = body.email ? validateEmail(body.email) : '';
    const password = body.password === undefined || body.password === null ? null : str(body.password);
    if (password !== null) checkPasswordStrength(password, deps.config.auth);
    if (body.ban_duration) bannedUntil(body.ban_duration); // validate before changing anything
    if (email && email !== user.record.email) {
      const other = await findUserByEmail(sql, email);
      if (other && other.record.id !== id) throw emailExists();
      try {
        await changeEmail(sql, id, email); // admins change addresses without a confirmation mail
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    }
    if (password !== null) await setPassword(sql, id, await hashPassword(password));
    if (body.email_confirm === true) await confirmEmail(sql, id);
    if (isObject(body.user_metadata)) await mergeUserMetadata(sql, id, body.user_metadata);
    if (isObject(body.app_metadata)) await mergeAppMetadata(sql, id, body.app_metadata);
    if (str(body.role)) await setRole(sql, id, str(body.role));
    if (body.ban_duration) await setBan(sql, id, body.ban_duration);
    return c.json(userJson(await userOr404(sql, id)));
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps);
    const { record } = await userOr404(sql, c.req.param('id'));
    const body = await readBody(c);
    try {
      if (body.should_soft_delete === true) {
        // GoTrue's soft delete keeps the row (for foreign keys) but makes it unusable and anonymous.
        await sql.query(
          `with u as (
             update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null,
                    confirmation_token = null, recovery_token = null, email_change_token_new = null,
                    email_change = null, raw_user_meta_data = '{}'::jsonb, updated_at = now()
              where id = $1 returning id
           ), i as (delete from auth.identities where user_id in (select id from u))
           delete from auth.sessions where user_id in (select id from u)`,
          [record.id],
        );
      } else {
        await sql.query('delete from auth.users where id = $1', [record.id]);
      }
    } catch (error) {
      throw authError(500, 'unexpected_failure', 'Database error deleting user', {
        details: error instanceof Error ? error.message : String(error),
      });
    }
    return c.json({});
  });

  // Local only: the mails hosted Supabase would have sent (see mail.ts), for tests and developers.
  app.get('/_local/inbox', async (c) => {
    await requireServiceKey(c, deps);
    return c.json({ messages: await readInbox(sql, c.req.query('email') ?? '') });
  });

  app.delete('/_local/inbox', async (c) => {
    await requireServiceKey(c, deps);
    await clearInbox(sql, c.req.query('email') ?? '');
    return c.body(null, 204);
  });
}

/** The inbox accepts the service key as bearer or, for a plain `fetch`, as `apikey` alone. */
const requireServiceKey = (c: Context, deps: StackDeps) => requireAdmin(c, deps, true);
