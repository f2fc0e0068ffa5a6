/** An error answered as PostgREST/GoTrue would: a status and a JSON body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(String(body.message ?? body.msg ?? `HTTP ${status}`));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** PostgREST's error body shape. */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, message, details, hint });
}

interface DatabaseErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Maps a Postgres error to PostgREST's status codes. Never 503/520: postgrest-js retries those.
 * A custom SQLSTATE `PTnnn` sets the status directly, as in PostgREST (used by our rate limit).
 */
export function fromDatabaseError(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error;
  if (!isDatabaseError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return pgrstError(500, 'PGRST000', message);
  }
  const code = error.code ?? '';
  const body = { code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null };
  if (/^PT\d{3}$/.test(code)) return new ApiError(Number(code.slice(2)), body);
  if (code === '42501') {
    return role === 'anon' ? new ApiError(401, body, { 'WWW-Authenticate': 'Bearer' }) : new ApiError(403, body);
  }
  const status = STATUS_BY_SQLSTATE[code] ?? statusByClass(code);
  return new ApiError(status, body);
}

const STATUS_BY_SQLSTATE: Record<string, number> = {
  '23505': 409,
  '23503': 409,
  '42P01': 404,
  '42883': 404,
  '25006': 405,
  '42P17': 500,
  '53400': 500,
  '54000': 500,
};

function statusByClass(code: string): number {
  switch (code.slice(0, 2)) {
    case '08':
    case '53':
    case '57':
    case '58':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}
