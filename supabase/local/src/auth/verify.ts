import type { Hono } from 'hono';
import type { StackDeps } from '../deps.ts';
import type { Sql } from '../engine/engine.ts';
import { ApiError } from '../errors.ts';
import { requireCaptcha } from './captcha.ts';
import { badRequest, forbidden, validateEmail } from './errors.ts';
import { MAIL_LINK_TTL_SECONDS, newMailToken, reserveMail, safeRedirect, sendMail, verifyLink } from './mail.ts';
import type { MailKind } from './mail-templates.ts';
import { clientInfo, readBody, str } from './request.ts';
import type { AuthMethod } from './sessions.ts';
import { signIn } from './sessions.ts';
import { changeEmail, confirmEmail, emailExists, findUserByEmail, isUniqueViolation } from './users.ts';

// Where each mailed link's one-time token lives, and which `amr` method the resulting session gets.
const TOKENS: Record<MailKind, { token: string; sentAt: string; method: AuthMethod }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'email/signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', method: 'recovery' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at', method: 'email_change' },
};

/** auth-js' verifyOtp type `email` is the sign-up confirmation for our purposes. */
function mailKind(type: string): MailKind | null {
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'recovery' || type === 'email_change') return type;
  return null;
}

const linkExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

/**
 * Spends a mailed token (once, atomically) and applies what it confirms. Column names come from the
 * fixed TOKENS table above, never from the request.
 */
async function consumeToken(sql: Sql, kind: MailKind, token: string): Promise<string> {
  if (!token) throw linkExpired();
  const { token: column, sentAt } = TOKENS[kind];
  const { rows } = await sql.query<{ id: string; email_change: string | null }>(
    `update auth.users set ${column} = null, updated_at = now()
      where ${column} = $1 and ${sentAt} > now() - make_interval(secs => $2) and deleted_at is null
      returning id::text, email_change`,
    [token, MAIL_LINK_TTL_SECONDS],
  );
  const row = rows[0];
  if (!row) throw linkExpired();
  if (kind === 'email_change') {
    if (!row.email_change) throw linkExpired();
    try {
      await changeEmail(sql, row.id, row.email_change);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    }
  } else {
    // Following a recovery link also proves the address, as in GoTrue.
    await confirmEmail(sql, row.id);
  }
  return row.id;
}

/** Mailed links and the flows that send them: verify, recover, resend. */
export function mountVerifyRoutes(app: Hono, deps: StackDeps): void {
  const sql = deps.engine.owner;

  // The link in the mail, opened by a browser: confirm, then redirect with the session in the
  // fragment (implicit flow), or with GoTrue's error fragment.
  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const redirect = safeRedirect(deps.config, c.req.query('redirect_to')).replace(/#.*$/, '');
    try {
      const kind = mailKind(type);
      if (!kind) throw badRequest('validation_failed', 'Unsupported verification type');
      const userId = await consumeToken(sql, kind, c.req.query('token') ?? '');
      const session = await signIn(sql, deps.config, userId, TOKENS[kind].method, clientInfo(c));
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
      return c.redirect(`${redirect}#${fragment.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const code = String(error.body.code ?? 'otp_expired');
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: code,
        error_description: code === 'otp_expired' ? 'Email link is invalid or has expired' : String(error.message),
      });
      return c.redirect(`${redirect}#${fragment.toString()}`, 303);
    }
  });

  // auth-js verifyOtp({ type, token_hash }): the same, answered as a session.
  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const kind = mailKind(str(body.type));
    if (!kind) throw badRequest('validation_failed', 'Unsupported verification type');
    const userId = await consumeToken(sql, kind, str(body.token_hash));
    return c.json(await signIn(sql, deps.config, userId, TOKENS[kind].method, clientInfo(c)));
  });

  // resetPasswordForEmail: answers {} whether or not the address is known (no account probing).
  app.post('/recover', async (c) => {
    const body = await readBody(c);
    await requireCaptcha(c, deps, body);
    const email = validateEmail(body.email);
    const user = await findUserByEmail(sql, email);
    if (user) {
      reserveMail(deps.config, user.record.recovery_sent_at);
      const token = newMailToken();
      await sql.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
        user.record.id,
        token,
      ]);
      const redirectTo = safeRedirect(deps.config, c.req.query('redirect_to'));
      await sendMail(sql, deps.config, email, 'recovery', verifyLink(deps.config, 'recovery', token, redirectTo));
    }
    return c.json({});
  });

  // auth-js resend({ type: 'signup' | 'email_change', email }).
  app.post('/resend', async (c) => {
    const body = await readBody(c);
    await requireCaptcha(c, deps, body);
    const type = str(body.type);
    if (type !== 'signup' && type !== 'email_change') {
      throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = validateEmail(body.email);
    const user = await findUserByEmail(sql, email);
    const redirectTo = safeRedirect(deps.config, c.req.query('redirect_to'));
    if (user && type === 'signup' && !user.record.email_confirmed_at) {
      reserveMail(deps.config, user.record.confirmation_sent_at);
      const token = newMailToken();
      await sql.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
        user.record.id,
        token,
      ]);
      await sendMail(sql, deps.config, email, 'signup', verifyLink(deps.config, 'signup', token, redirectTo));
    }
    if (user && type === 'email_change' && user.record.email_change) {
      reserveMail(deps.config, user.record.email_change_sent_at);
      const token = newMailToken();
      await sql.query('update auth.users set email_change_token_new = $2, email_change_sent_at = now() where id = $1', [
        user.record.id,
        token,
      ]);
      await sendMail(
        sql,
        deps.config,
        user.record.email_change,
        'email_change',
        verifyLink(deps.config, 'email_change', token, redirectTo),
        { email, newEmail: user.record.email_change },
      );
    }
    return c.json({});
  });
}
