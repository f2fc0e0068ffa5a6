import { Hono } from 'hono';
import type { StackDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { mountAccountRoutes } from './account.ts';
import { mountAdminRoutes } from './admin.ts';
import { API_VERSION, API_VERSION_HEADER, authError } from './errors.ts';
import { requireApiKey } from './guard.ts';
import { mountReauthenticateRoute } from './reauthenticate.ts';
import { mountVerifyRoutes } from './verify.ts';

// Reachable without an apikey, as behind hosted Supabase's gateway: links opened from a mail,
// health checks and the public keys.
const OPEN_PATHS = [/\/verify$/, /\/health$/, /\/\.well-known\/jwks\.json$/];

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'workos',
  'zoom',
  'phone',
];

/**
 * /auth/v1: the subset of GoTrue (supabase/auth) that auth-js and our apps use, over the auth schema of
 * shim/10_auth.sql, always through the owner connection (auth tables are not the API roles' business).
 */
export function authRoutes(deps: StackDeps): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const open = c.req.method === 'OPTIONS' || OPEN_PATHS.some((pattern) => pattern.test(c.req.path));
    if (!open) await requireApiKey(c, deps);
    await next();
    // auth-js takes error codes from `code` only when the answer states this API version.
    c.header(API_VERSION_HEADER, API_VERSION);
  });

  mountAccountRoutes(app, deps);
  mountVerifyRoutes(app, deps);
  mountAdminRoutes(app, deps);
  mountReauthenticateRoute(app, deps);

  app.get('/settings', (c) =>
    c.json({
      external: { ...Object.fromEntries(PROVIDERS.map((name) => [name, false])), email: true },
      disable_signup: false,
      mailer_autoconfirm: !deps.config.requireEmailConfirmation,
      phone_autoconfirm: false,
      sms_provider: 'twilio',
      saml_enabled: false,
    }),
  );

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  );

  // We sign with HS256 (a shared secret), which has no public key: auth-js getClaims then asks /user.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.notFound((c) => {
    const error = authError(404, 'not_found', 'Not Found');
    return c.json(error.body, 404, error.headers);
  });

  app.onError((error, c) => {
    if (!(error instanceof ApiError)) console.error(error);
    const apiError =
      error instanceof ApiError
        ? error
        : authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
    return c.json(apiError.body, apiError.status as 400, { [API_VERSION_HEADER]: API_VERSION, ...apiError.headers });
  });

  return app;
}
