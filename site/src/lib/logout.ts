// Logout, apart from lib/auth.ts: pages that load auth.ts need no logout code. Loaded only when a
// Logout button is pressed (logout-on-press.ts).
import { chromeMessages } from '@app/shared/notice';
import { authClient } from './auth.ts';
import { errorMessage, toastAfterNavigation, toastError } from './notices.ts';
import { markSession } from './session-hint.ts';
import { forgetShortlist } from './shortlist.ts';

/** Every Logout button (header, /auth when signed in): signs out, then home with the 'Logged Out' notice. */
export async function logout(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const { error } = await authClient().signOut();
    if (error) throw error;
    markSession(false);
    forgetShortlist();
    toastAfterNavigation(chromeMessages.loggedOut);
    window.location.assign('/');
  } catch (error) {
    toastError(chromeMessages.logoutFailed, errorMessage(error));
    button.disabled = false;
  }
}
