// The offline human-check fake's fixed, local-only keys and default port, kept free of imports so the
// start scripts can read them without loading the fake. Production uses Cloudflare Turnstile's keys.
export const FAKE_CAPTCHA_SITE_KEY = 'local-turnstile-site-key';
export const FAKE_CAPTCHA_SECRET_KEY = 'local-turnstile-secret-key';
export const DEFAULT_CAPTCHA_FAKE_PORT = 12112;
/** Turnstile's own figure: a token must be verified within 300 seconds of being issued. */
export const TOKEN_LIFETIME_SECONDS = 300;
