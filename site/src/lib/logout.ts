// Logout, apart from lib/auth.ts: pages that load auth.ts need no logout code; the header imports this
// only when Logout is pressed, the /auth island (signed in) statically.
import { publicMessages } from '@app/shared/messages';
import { authClient } from './auth.ts';
import { errorMessage, toastAfterNavigation, toastError } from './notices.ts';
import { markSession } from './session-hint.ts';

/** Every Logout button (header, /auth when signed in): signs out, then home with the 'Logged Out' notice. */
export async function logout(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const { error } = await authClient().signOut();
    if (error) throw error;
    markSession(false);
    toastAfterNavigation(publicMessages.loggedOut);
    window.location.assign('/');
  } catch (error) {
    toastError(publicMessages.logoutFailed, errorMessage(error));
    button.disabled = false;
  }
}
