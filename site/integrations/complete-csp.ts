import { backendOrigin, completeBuiltCsp } from '@app/deploy/csp';
import type { AstroIntegration } from 'astro';

/**
 * After `astro build`: adds the hashes of the inline scripts and styles Astro wrote (island hydration,
 * the pre-paint session hint) and the backend's origin to the Content-Security-Policy of the build's
 * `_headers` (copied from public/_headers), so the policy allows exactly those and no other inline code.
 */
export function completeCsp(options: { supabaseUrl: string }): AstroIntegration {
  return {
    name: 'complete-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        completeBuiltCsp(new URL(dir).pathname, { connect: [backendOrigin(options.supabaseUrl)] });
        logger.info('Content-Security-Policy completed with inline hashes and the backend origin');
      },
    },
  };
}
