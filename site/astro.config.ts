import { readBrand } from '@app/shared/brand';
import { readBackendEnv } from '@app/shared/deploy-env';
import { TURNSTILE_SCRIPT_URL } from '@app/shared/human-check';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { completeCsp } from './integrations/complete-csp.ts';

// Configuration comes from the environment only, checked here so a misconfigured build fails naming the
// variable. Same brand reader as the pages: the canonical URL has one default.
const brand = readBrand(process.env);
const backend = readBackendEnv(process.env);
// Staff's pictures come from the backend's public Storage buckets; Astro may fetch and resize only those.
const storage = new URL(backend.supabaseUrl);
// The forms' human check, when a site key is configured: Turnstile's script, or the local fake's.
const humanCheckScriptUrl = process.env.PUBLIC_CAPTCHA_SITE_KEY
  ? process.env.PUBLIC_CAPTCHA_SCRIPT_URL || TURNSTILE_SCRIPT_URL
  : undefined;

export default defineConfig({
  site: brand.siteUrl,
  output: 'static',
  integrations: [react(), completeCsp({ supabaseUrl: backend.supabaseUrl, humanCheckScriptUrl })],
  image: {
    remotePatterns: [
      {
        protocol: storage.protocol.replace(':', ''),
        hostname: storage.hostname,
        ...(storage.port ? { port: storage.port } : {}),
        pathname: '/storage/v1/object/public/**',
      },
    ],
  },
  // Ports come from env so e2e and the local stack can run several apps side by side.
  server: { host: '127.0.0.1', port: Number(process.env.SITE_PORT ?? 4321) },
  // The rebuilder of `pnpm start` gives its builds their own cache, apart from a `pnpm dev` or e2e build.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  vite: {
    plugins: [tailwindcss()],
    // Components' scripts stay files, never inlined into the HTML, however small: the CSP then hashes only
    // the inline scripts integrations/complete-csp.ts knows, and an unknown one fails the build.
    build: { assetsInlineLimit: (file) => (/\.m?js$/.test(file) ? false : undefined) },
  },
});
