import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { StackDeps } from '../deps.ts';
import { requireCaptcha } from './captcha.ts';
import {
  badRequest,
  checkPasswordStrength,
  forbidden,
  invalidCredentials,
  unprocessable,
  validateEmail,
} from './errors.ts';
import { authenticate } from './guard.ts';
import { newMailToken, reserveMail, safeRedirect, sendMail, verifyLink } from './mail.ts';
import { hashPassword, passwordMatches } from './password.ts';
import { limitUserUpdates, requireReauthentication } from './reauthenticate.ts';
import { clientInfo, isObject, readBody, str } from './request.ts';
import type { LogoutScope } from './sessions.ts';
import { endSessions, refreshSession, signIn } from './sessions.ts';
import {
  emailExists,
  findUserByEmail,
  insertUser,
  isBanned,
  isUniqueViolation,
  loadUser,
  mergeAppMetadata,
  mergeUserMetadata,
  setPassword,
  userJson,
} from './users.ts';

const phoneDisabled = () => badRequest('phone_provider_disabled', 'Phone logins are disabled');

/** The end-user endpoints: signup, token (password, refresh_token), logout, user. */
export function mountAccountRoutes(app: Hono, deps: StackDeps): void {
  const sql = deps.engine.owner;

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    await requireCaptcha(c, deps, body);
    const { config } = deps;
    if (body.phone && !body.email) throw phoneDisabled();
    const password = str(body.password);
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, config.auth);
    const email = validateEmail(body.email);
    const data = isObject(body.data) ? body.data : {};
    const autoconfirm = !config.requireEmailConfirmation;
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));

    const existing = await findUserByEmail(sql, email);
    if (existing) {
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      if (existing.record.email_confirmed_at) {
        // With confirmations on, GoTrue does not reveal that the address is taken: it answers a
        // look-alike user that nobody can confirm.
        return c.json(obfuscatedUser(email, data));
      }
      // Unconfirmed: mail a fresh link; the stored user (and password) stay as they were.
      reserveMail(config, existing.record.confirmation_sent_at);
      const token = newMailToken();
      await sql.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
        existing.record.id,
        token,
      ]);
      await sendMail(sql, config, email, 'signup', verifyLink(config, 'signup', token, redirectTo));
      return c.json(userJson((await loadUser(sql, existing.record.id)) ?? existing));
    }

    if (!autoconfirm) reserveMail(config, null);
    const passwordHash = await hashPassword(password);
    const token = autoconfirm ? null : newMailToken();
    let id: string;
    try {
      id = await insertUser(sql, {
        email,
        passwordHash,
        confirmed: autoconfirm,
        userMetadata: data,
        confirmationToken: token,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable('user_already_exists', 'User already registered');
      throw error;
    }
    if (autoconfirm) return c.json(await signIn(sql, config, id, 'password', clientInfo(c)));
    await sendMail(sql, config, email, 'signup', verifyLink(config, 'signup', token as string, redirectTo));
    const created = await loadUser(sql, id);
    return c.json(created ? userJson(created) : {});
  });

  app.post('/token', async (c) => {
    const body = await readBody(c);
    const grant = c.req.query('grant_type') ?? str(body.grant_type);
    if (grant === 'password') {
      await requireCaptcha(c, deps, body);
      if (body.phone && !body.email) throw phoneDisabled();
      const email = str(body.email).trim();
      const user = email ? await findUserByEmail(sql, email) : null;
      if (!user || !(await passwordMatches(user.record, str(body.password)))) throw invalidCredentials();
      if (isBanned(user.record)) throw badRequest('user_banned', 'User is banned');
      if (!user.record.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
      return c.json(await signIn(sql, deps.config, user.record.id, 'password', clientInfo(c)));
    }
    if (grant === 'refresh_token') {
      const token = str(body.refresh_token);
      if (!token) throw badRequest('validation_failed', 'refresh_token required');
      return c.json(await refreshSession(sql, deps.config, token, clientInfo(c)));
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await authenticate(c, deps);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await endSessions(sql, user.record.id, sessionId, scope as LogoutScope);
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const { user, claims } = await authenticate(c, deps);
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (aud !== 'authenticated') {
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    }
    return c.json(userJson(user));
  });

  app.put('/user', async (c) => {
    limitUserUpdates(deps.config, c.req.header('cf-connecting-ip') ?? '');
    const { user, sessionId } = await authenticate(c, deps);
    const body = await readBody(c);
    const id = user.record.id;
    const email = body.email ? validateEmail(body.email) : '';
    const password = body.password === undefined || body.password === null ? null : str(body.password);
    if (password !== null) checkPasswordStrength(password, deps.config.auth);
    // app_metadata holds server-side facts (providers, roles): GoTrue lets only admin roles change it.
    if (body.app_metadata !== undefined && body.app_metadata !== null && !isAdminRole(user.record.role)) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (body.phone) throw phoneDisabled();
    const changesEmail = email !== '' && email !== user.record.email;
    if (changesEmail) {
      const other = await findUserByEmail(sql, email);
      if (other && other.record.id !== id) throw emailExists();
    }
    if (password !== null) await requireReauthentication(sql, deps.config, user, sessionId, str(body.nonce));
    if (changesEmail) reserveMail(deps.config, user.record.email_change_sent_at);
    if (password !== null && (await passwordMatches(user.record, password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }

    if (password !== null) {
      await setPassword(sql, id, await hashPassword(password));
      // GoTrue signs out every other session of the user when the password changes.
      if (sessionId) await endSessions(sql, id, sessionId, 'others');
    }
    if (isObject(body.data)) await mergeUserMetadata(sql, id, body.data);
    if (isObject(body.app_metadata)) await mergeAppMetadata(sql, id, body.app_metadata);
    if (changesEmail) {
      // Permanent users confirm a new address by mail, as on hosted Supabase (local inbox here).
      const token = newMailToken();
      await sql.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
                updated_at = now() where id = $1`,
        [id, email, token],
      );
      const redirectTo = safeRedirect(deps.config, c.req.query('redirect_to'));
      await sendMail(
        sql,
        deps.config,
        email,
        'email_change',
        verifyLink(deps.config, 'email_change', token, redirectTo),
        { email: user.record.email ?? email, newEmail: email },
      );
    }
    const updated = await loadUser(sql, id);
    return c.json(updated ? userJson(updated) : {});
  });
}

const isAdminRole = (role: string | null) => role === 'service_role' || role === 'supabase_admin';

/** GoTrue's sanitizeUser: what a repeated sign-up sees when confirmations are on. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
