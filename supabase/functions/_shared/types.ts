// What every Edge Function handler is, apart from the registry that lists them (registry.ts), so the
// handlers depend on these types and the registry on the handlers, never both ways.

/** A function's environment: its secrets and what hosted Supabase sets (SUPABASE_URL, keys). */
export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;
