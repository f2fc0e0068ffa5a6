// The offline Stripe fake's fixed, local-only test credentials and default port (stripe-mock's), kept
// free of imports so the start scripts can read them without loading the fake.
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_local_offline_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_local_offline_fake';
export const DEFAULT_STRIPE_FAKE_PORT = 12111;
