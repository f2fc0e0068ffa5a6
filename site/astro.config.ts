import { readBrand } from '@app/shared/brand';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Same brand reader as the pages, so the canonical site URL has one default (PUBLIC_SITE_URL).
const brand = readBrand(process.env);

export default defineConfig({
  site: brand.siteUrl,
  output: 'static',
  integrations: [react()],
  // Ports come from env so e2e and the local stack can run several apps side by side.
  server: { host: '127.0.0.1', port: Number(process.env.SITE_PORT ?? 4321) },
  vite: { plugins: [tailwindcss()] },
});
