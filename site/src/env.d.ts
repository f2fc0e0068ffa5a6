interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  readonly PUBLIC_PRODUCT_NAME?: string;
  readonly PUBLIC_INFO_EMAIL?: string;
  readonly PUBLIC_BOOKING_FORM_URL?: string;
  readonly PUBLIC_BOOKING_MODE?: string;
  readonly PUBLIC_YOUTUBE_CHANNEL_URL?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_ADMIN_URL?: string;
  readonly PUBLIC_CAPTCHA_SITE_KEY?: string;
  readonly PUBLIC_CAPTCHA_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
