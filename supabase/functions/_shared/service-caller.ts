// Functions only the scheduler (pg_cron through pg_net, with the service key from Vault) may run: the
// caller must present the service role key itself as bearer.

/** The same secret in constant time, so a caller cannot learn the key a character at a time. */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [new TextEncoder().encode(given), new TextEncoder().encode(expected)];
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] as number);
  return difference === 0;
}

export function isServiceCaller(request: Request, serviceKey: string | undefined): boolean {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return !!serviceKey && sameSecret(token, serviceKey);
}
