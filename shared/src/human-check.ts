// The human check on the site's forms (Cloudflare Turnstile; the offline fake locally): where its script
// comes from, and the words a visitor sees about it. The server side: migration human_check and the
// verify-human Edge Function.

/** Turnstile's script, rendered explicitly by our forms. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export const humanCheckMessages = {
  running: 'The check that you are human is still running: wait a moment, then send again.',
  failed: 'The check that you are human did not pass. Use its "Try again", or reload the page, then send again.',
  unavailable: 'The check that you are human could not load. Check your connection and reload the page.',
} as const;
