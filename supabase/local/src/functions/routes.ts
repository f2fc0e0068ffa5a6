import { Hono } from 'hono';
import { functions } from '../../../functions/_shared/registry.ts';
import { resolveIdentity } from '../context.ts';
import type { StackDeps } from '../deps.ts';

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
    const env = {
      ...process.env,
      ...deps.config.functionEnv,
      SUPABASE_URL: deps.config.publicUrl,
      SUPABASE_ANON_KEY: deps.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: deps.config.serviceRoleKey,
    };
    return definition.handler(c.req.raw, env);
  });
  return app;
}
