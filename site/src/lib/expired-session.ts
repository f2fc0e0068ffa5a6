// A session can end while a page is open (signed out on another device, a password change, a token
// that could not be refreshed). A form that meets an ended session keeps what was typed in this tab's
// storage, asks the student to log in again and, back on the page, fills the form in again.
import { accountMessages } from '@app/shared/account-messages';
import { authStorageKey } from './env.ts';
import { loginUrl } from './login-url.ts';
import { toastAfterNavigation } from './notices.ts';
import { markSession } from './session-hint.ts';

const DRAFT_PREFIX = 'app:draft:';
/** What the auth server and PostgREST answer for a token that is no longer good. */
const ENDED_CODES = new Set(['session_not_found', 'bad_jwt', 'refresh_token_not_found', 'PGRST301', 'PGRST303']);

/** Whether an error (auth-js, postgrest-js or a function's reply) means the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, code, name } = error as { status?: unknown; code?: unknown; name?: unknown };
  return status === 401 || name === 'AuthSessionMissingError' || (typeof code === 'string' && ENDED_CODES.has(code));
}

/** Keeps the form's values, then sends the student to log in and back to this page. */
export function keepDraftAndLogIn(form: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + form, JSON.stringify(values));
  } catch {
    // Storage can be disabled: the student then types it again.
  }
  try {
    // The server no longer knows this session: drop it, or /auth would greet a signed-in student.
    localStorage.removeItem(authStorageKey);
  } catch {
    // Storage can be disabled; there is then no stored session either.
  }
  markSession(false);
  toastAfterNavigation(accountMessages.sessionExpired);
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** The values kept for this form before a login, once (they are removed as they are read). */
export function takeDraft(form: string): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + form);
    if (raw === null) return null;
    sessionStorage.removeItem(DRAFT_PREFIX + form);
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}
