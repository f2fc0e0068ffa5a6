// Stripe's idempotent requests for the fake's POST endpoints: a repeated `Idempotency-Key` gets the first
// answer again (with `Idempotent-Replayed: true`), a key reused with other parameters or another path is
// refused with 400 idempotency_error, and a key whose first request is still running gets 409.
import type { MiddlewareHandler } from 'hono';
import { StripeApiError } from './sessions.ts';

interface Saved {
  path: string;
  body: string;
  status: number;
  answer: string | null;
}

export function idempotentRequests(): MiddlewareHandler {
  const saved = new Map<string, Saved>();
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (c.req.method !== 'POST' || !key) return next();
    const body = await c.req.text();
    const previous = saved.get(key);
    if (previous) {
      if (previous.path !== c.req.path || previous.body !== body) {
        throw new StripeApiError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      }
      if (previous.answer === null) {
        throw new StripeApiError(
          409,
          'There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later.',
          { type: 'idempotency_error' },
        );
      }
      return new Response(previous.answer, {
        status: previous.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const entry: Saved = { path: c.req.path, body, status: 0, answer: null };
    saved.set(key, entry);
    await next();
    // Stripe keeps the result of a request that ran, failures included; a server error may be retried.
    if (c.res.status >= 500) {
      saved.delete(key);
      return;
    }
    entry.status = c.res.status;
    entry.answer = await c.res.clone().text();
  };
}
