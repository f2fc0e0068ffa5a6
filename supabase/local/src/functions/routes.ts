import { Hono } from 'hono';
import { functions } from '../../../functions/_shared/registry.ts';
import { resolveIdentity } from '../context.ts';
import type { StackDeps } from '../deps.ts';
import {
  LOCAL_BOOKING_LINK_SECRET,
  LOCAL_MAIL_FROM,
  LOCAL_REMINDER_LINK_SECRET,
  LOCAL_RESEND_WEBHOOK_SECRET,
  MAIL_FAKE_PATH,
} from '../mail-fake/constants.ts';
import { mailFakeEnvFor } from '../mail-fake/server.ts';
import { FAKE_WHATSAPP_APP_SECRET } from '../whatsapp-fake/constants.ts';

/**
 * The booking mails' secrets on this machine: the stack's own Resend fake unless a real RESEND_API_KEY
 * is given (then Resend itself, at its own URL), and fixed dev values for the link secret and sender.
 */
function localMailEnv(config: StackDeps['config'], given: Record<string, string | undefined>) {
  return {
    ...(given.RESEND_API_KEY ? {} : mailFakeEnvFor(config.publicUrl, MAIL_FAKE_PATH)),
    SITE_URL: config.siteUrl,
    BOOKING_LINK_SECRET: LOCAL_BOOKING_LINK_SECRET,
    REMINDER_LINK_SECRET: LOCAL_REMINDER_LINK_SECRET,
    // The fake's bounce events are signed with it; with a real RESEND_API_KEY give the real secret too.
    ...(given.RESEND_API_KEY ? {} : { RESEND_WEBHOOK_SECRET: LOCAL_RESEND_WEBHOOK_SECRET }),
    MAIL_FROM: LOCAL_MAIL_FROM,
    // Status webhooks are checked with the fake's app secret; sending stays off without a token.
    WHATSAPP_APP_SECRET: FAKE_WHATSAPP_APP_SECRET,
  };
}

/**
 * /functions/v1/<name>: runs the same portable handler as the function's Deno entry. Like hosted
 * Supabase, a valid JWT (anon key or user token) is required unless the function opts out.
 */
export function functionRoutes(deps: StackDeps): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const definition = functions[c.req.param('name')];
    if (!definition) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (definition.verifyJwt) await resolveIdentity(c.req.raw.headers, deps.config);
    const given = { ...process.env, ...deps.config.functionEnv };
    const env = {
      ...localMailEnv(deps.config, given),
      ...given,
      SUPABASE_URL: deps.config.publicUrl,
      SUPABASE_ANON_KEY: deps.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: deps.config.serviceRoleKey,
    };
    return definition.handler(c.req.raw, env);
  });
  return app;
}
