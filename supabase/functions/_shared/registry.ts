// The portable handlers of our Edge Functions, by name. Each function's Deno entry
// (functions/<name>/index.ts) serves the same handler on hosted Supabase; the local stack serves it
// at /functions/v1/<name>. A handler gets the request and the function's environment (secrets).

export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;

export interface FunctionDefinition {
  handler: FunctionHandler;
  /** Hosted Supabase checks the caller's JWT before invoking unless the function opts out (webhooks). */
  verifyJwt: boolean;
}

export const functions: Record<string, FunctionDefinition> = {};
