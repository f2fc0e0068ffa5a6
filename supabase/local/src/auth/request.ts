import type { Context } from 'hono';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedTooDeep, readCapped } from '../rest/body.ts';
import { authError, badRequest } from './errors.ts';
import type { ClientInfo } from './sessions.ts';

export type Body = Record<string, unknown>;

/** GoTrue reads JSON bodies (and forms); an empty body is no parameters, a broken one is 400 bad_json. */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  // Capped like /rest/v1, so a huge body is refused before it is buffered, parsed or stored.
  const bytes = await readCapped(c.req.raw, () => {
    throw authError(413, 'request_too_large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid UTF-8');
  }
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!text.trim()) return {};
  if (nestedTooDeep(text)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body;
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
}

export const clientInfo = (c: Context): ClientInfo => ({ userAgent: c.req.header('user-agent') ?? null });

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
