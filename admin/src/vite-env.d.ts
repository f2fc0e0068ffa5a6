/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_PRODUCT_NAME?: string;
  readonly PUBLIC_CAPTCHA_SITE_KEY?: string;
  readonly PUBLIC_CAPTCHA_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The validated brand, injected by vite.config.ts. */
declare const __ADMIN_BRAND__: import('@app/shared/brand').Brand;
