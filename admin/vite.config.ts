/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { backendOrigin, completeBuiltCsp } from '@app/deploy/csp';
import { readBrand } from '@app/shared/brand';
import { readBackendEnv } from '@app/shared/deploy-env';
import { TURNSTILE_SCRIPT_URL } from '@app/shared/human-check';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// Ports come from env so e2e and the local stack can run several apps side by side.
const port = Number(process.env.ADMIN_PORT ?? 5173);

/**
 * After the build: the backend's origin joins connect-src (the API) and img-src (previews of uploaded
 * pictures, from Storage) in the copied public/_headers. The console's HTML has no inline script of its
 * own, so one there fails the build.
 */
function completeCsp(supabaseUrl: string, humanCheckScriptUrl: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'complete-csp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const backend = backendOrigin(supabaseUrl);
      completeBuiltCsp(outDir, {
        connect: [backend],
        images: [backend],
        // The login's human-check widget (script and frame), when a site key is configured.
        widgets: humanCheckScriptUrl ? [new URL(humanCheckScriptUrl).origin] : [],
        knownScripts: [],
        hashStyles: false,
      });
    },
  };
}

/** The human-check widget's script, when the build has a site key: Turnstile's, or the local fake's. */
const humanCheckScriptUrl = (env: Record<string, string | undefined>) =>
  env.PUBLIC_CAPTCHA_SITE_KEY ? env.PUBLIC_CAPTCHA_SCRIPT_URL || TURNSTILE_SCRIPT_URL : undefined;

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ['VITE_', 'PUBLIC_']), ...process.env };
  // Checked here so a misconfigured build fails naming the variable.
  const backend = readBackendEnv(env, { url: 'VITE_SUPABASE_URL', anonKey: 'VITE_SUPABASE_ANON_KEY' });
  return {
    plugins: [react(), completeCsp(backend.supabaseUrl, humanCheckScriptUrl(env))],
    // ra-data-postgrest's `qs` and the helpers it brings into the first download are replaced by the
    // one function the provider calls (src/providers/qs.ts; the weight saved: docs/decisions.md).
    resolve: { alias: [{ find: /^qs$/, replacement: resolve(import.meta.dirname, 'src/providers/qs.ts') }] },
    // The brand (product name, site URL for 'Back to Main Site') is validated here, so a misconfigured
    // build fails naming the variable, and the browser bundle gets plain values without the validator.
    define: {
      __ADMIN_BRAND__: JSON.stringify(readBrand(env)),
    },
    // PUBLIC_* too, so the admin reads the same brand variables as the site (@app/shared/brand).
    envPrefix: ['VITE_', 'PUBLIC_'],
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: {
      // scripts/budget.ts reads the manifest to tell initial from lazily loaded JavaScript.
      manifest: true,
      // react-admin + MUI make a large (cached) entry chunk; `pnpm budget` keeps an eye on it instead.
      chunkSizeWarningLimit: 1000,
    },
    // Unit tests run in Node; screens render to static markup where needed, so nothing needs a DOM.
    test: { include: ['src/**/*.test.{ts,tsx}'] },
  };
});
