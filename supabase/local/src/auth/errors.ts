import type { AuthRules } from '../config.ts';
import { PASSWORD_REQUIREMENTS } from '../config.ts';
import { ApiError } from '../errors.ts';

/** GoTrue's API version; auth-js reads the error code from `code` only when the response carries it. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error. The body carries both of GoTrue's shapes at once (`{code, message}` of API version
 * 2024-01-01 and the legacy `{error_code, msg}`), so every auth-js release finds its fields. `status`
 * stays the HTTP status: the legacy numeric `code` is dropped in favour of the string one.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { [API_VERSION_HEADER]: API_VERSION, 'x-sb-error-code': code },
  );
}

export const badRequest = (code: string, message: string) => authError(400, code, message);
export const forbidden = (code: string, message: string) => authError(403, code, message);
export const unprocessable = (code: string, message: string) => authError(422, code, message);
export const notFound = (code: string, message: string) => authError(404, code, message);

/** GoTrue's answer for every password sign-in failure, so callers cannot probe which part was wrong. */
export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** GoTrue's upper bound: bcrypt reads 72 bytes, so a longer password would be silently cut. */
const PASSWORD_MAX_LENGTH = 72;

/** The one check GoTrue's admin user creation makes: bcrypt's limit (strength is not checked there). */
export function checkPasswordLength(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
}

/**
 * GoTrue's checkPasswordStrength with the project's rules: 422 weak_password whose
 * `weak_password.reasons` lists `length` and/or `characters`. GoTrue measures the length in bytes.
 * It runs where GoTrue runs it (sign-up, PUT /user, admin update), never at sign-in or admin create.
 */
export function checkPasswordStrength(password: string, rules: AuthRules): void {
  checkPasswordLength(password);
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password) < rules.minPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minPasswordLength} characters.`);
  }
  const sets: readonly string[] = PASSWORD_REQUIREMENTS[rules.passwordRequirements];
  if (sets.some((set) => ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) {
    throw authError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}

// The format check of GoTrue's email validation (checkmail): a local part, an @, and a dotted domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Validates and lower-cases an address, with GoTrue's messages. */
export function validateEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
