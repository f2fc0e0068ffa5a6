// A Logout button's press (header, /auth when signed in): auth-js, in logout.ts, is fetched only now, so
// pages do not carry it just to show the button. Disabled at once, so a second press while it loads
// does not log out twice; a failed load allows a retry.
export function logoutOnPress(button: HTMLButtonElement): void {
  button.disabled = true;
  import('./logout.ts').then(
    ({ logout }) => logout(button),
    () => {
      button.disabled = false;
    },
  );
}
