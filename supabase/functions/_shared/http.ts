// Responses of our Edge Functions. Browsers call create-checkout-session from the site's origin, so
// the functions answer CORS themselves (hosted Supabase does not add it for them).

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

/** Every failure is `{ error }` with a message a visitor may read (the site shows it in its notice). */
export function jsonError(status: number, message: string): Response {
  return json({ error: message }, status);
}

export function preflight(): Response {
  return new Response('ok', { headers: CORS_HEADERS });
}
