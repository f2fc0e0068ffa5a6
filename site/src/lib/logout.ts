// Logout, apart from lib/auth.ts: the guarded pages load auth.ts up front and need no logout code;
// the header imports this only when Logout is pressed, the /auth island (signed in) statically.
import { publicMessages } from '@app/shared/messages';
import { authClient, markSession } from './auth.ts';
import { errorMessage, toastAfterNavigation, toastError } from './notices.ts';

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
