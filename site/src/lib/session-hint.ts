// Before first paint: does a stored session exist? (Decides Login/Logout and lock icons.) A constant
// text, reading the storage key from <html data-auth-key>, so the build knows its CSP hash in advance
// (site/integrations/complete-csp.ts) instead of trusting whatever inline script a page carries.
export const SESSION_HINT_SCRIPT =
  "try{var s=JSON.parse(localStorage.getItem(document.documentElement.dataset.authKey)||'null');" +
  'if(s&&(s.access_token||(s.currentSession&&s.currentSession.access_token)))' +
  "document.documentElement.dataset.session='yes'}catch(e){}";

/** Keeps the header (Login/Logout, lock icons) in step with the session without a reload. */
export function markSession(hasSession: boolean): void {
  if (hasSession) document.documentElement.dataset.session = 'yes';
  else delete document.documentElement.dataset.session;
}
