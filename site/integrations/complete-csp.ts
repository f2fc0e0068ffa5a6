import { backendOrigin, completeBuiltCsp } from '@app/deploy/csp';
import type { AstroIntegration } from 'astro';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { SESSION_HINT_SCRIPT } from '../src/lib/session-hint.ts';

/**
 * The inline scripts this site's own code emits: Astro's island runtime and client directives (written
 * before the first island of each kind) and the pre-paint session hint. Components' <script>s are
 * bundled into files under 'self' (see astro.config.ts), so any other inline script came from content.
 */
const KNOWN_INLINE_SCRIPTS = [
  islandScript,
  idleDirective,
  loadDirective,
  mediaDirective,
  onlyDirective,
  visibleDirective,
  SESSION_HINT_SCRIPT,
];

/**
 * After `astro build`: adds the hashes of the known inline scripts and of the inline styles Astro wrote,
 * the backend's origin and the human-check widget's, to the Content-Security-Policy of the build's `_headers` (copied from
 * public/_headers). A page with an unknown inline script, or a policy the host cannot take, fails the build.
 */
export function completeCsp(options: { supabaseUrl: string; humanCheckScriptUrl?: string }): AstroIntegration {
  return {
    name: 'complete-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        completeBuiltCsp(new URL(dir).pathname, {
          connect: [backendOrigin(options.supabaseUrl)],
          // The human-check widget's script and frame, fetched when a visitor starts on a form.
          widgets: options.humanCheckScriptUrl ? [new URL(options.humanCheckScriptUrl).origin] : [],
          knownScripts: KNOWN_INLINE_SCRIPTS,
        });
        logger.info('Content-Security-Policy completed with inline hashes and the backend origin');
      },
    },
  };
}
