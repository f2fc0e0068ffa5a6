// The offline Resend fake's fixed, local-only values, kept free of imports so the start scripts and the
// stack can read them without loading the fake. Production uses a real Resend API key (RESEND_API_KEY).
export const FAKE_RESEND_API_KEY = 're_local_offline_fake';
/** Where the stack serves the fake: RESEND_BASE_URL is `<stack URL>` + this path. */
export const MAIL_FAKE_PATH = '/_local/resend';
/** The dev values of the booking mails' secrets (README, Edge Function secrets, has the hosted ones). */
export const LOCAL_BOOKING_LINK_SECRET = 'local-booking-link-secret-not-for-production';
export const LOCAL_MAIL_FROM = 'EuroStudy Compass <consultations@eurostudycompass.org>';
/** The dev value of the reminders' unsubscribe-link secret (REMINDER_LINK_SECRET). */
export const LOCAL_REMINDER_LINK_SECRET = 'local-reminder-link-secret-not-for-production';
/** The signing secret of the fake's webhook (RESEND_WEBHOOK_SECRET): `whsec_` and base64, as Resend's. */
export const LOCAL_RESEND_WEBHOOK_SECRET = 'whsec_bG9jYWwtcmVzZW5kLXdlYmhvb2stc2VjcmV0LW9ubHk=';
/** Mail to these addresses bounces in the fake (Resend's own test address, and bounce@ / bounce+tag@ anywhere). */
export const BOUNCING_ADDRESS = /^(bounce(\+[^@]*)?@.+|bounced@resend\.dev)$/i;
