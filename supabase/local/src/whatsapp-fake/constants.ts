// The offline WhatsApp Cloud API fake's fixed, local-only values (no imports: start scripts read them).
export const FAKE_WHATSAPP_TOKEN = 'local-whatsapp-token-not-for-production';
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
export const FAKE_WHATSAPP_APP_SECRET = 'local-whatsapp-app-secret-not-for-production';
export const FAKE_WHATSAPP_VERIFY_TOKEN = 'local-whatsapp-verify-token';
/** The templates the fake knows as approved (functions/_shared/whatsapp.ts's defaults). */
export const FAKE_WHATSAPP_TEMPLATES = [
  { name: 'application_reminder', language: 'en', bodyParameters: 3 },
  // Meta's authentication template: the code as the one body parameter (and the copy-code button's).
  { name: 'verification_code', language: 'en', bodyParameters: 1 },
];
