// `pnpm start`: the product as it will be deployed: the backend (demo data on first use), the site built
// against it and rebuilt whenever content changes (a deploy hook, as in production), and the console,
// both served as static files with their production headers and redirects.

import { appEnv, pnpmArgs, ports, run, startHumanCheck, startPayments, stopAll, waitForHttp } from './processes.ts';
import { checkStartEnv, rebuildHookUrl, startApps } from './product.ts';

try {
  checkStartEnv();
  run('backend', ...pnpmArgs('--filter', '@app/supabase', 'backend', '--port', String(ports.backend)), {
    ...appEnv(),
    ...startPayments(),
    ...startHumanCheck(),
    SITE_REBUILD_HOOK_URL: rebuildHookUrl(),
  });
  await waitForHttp(`http://127.0.0.1:${ports.backend}/health`);
  await startApps();
  console.log(
    `\nReady.\nSite:    http://localhost:${ports.site}  (rebuilt on content changes; status: http://127.0.0.1:${ports.rebuilder}/status)\nAdmin:   http://localhost:${ports.admin}/admin  (demo admin: admin@example.com / admin-demo-2026)\nBackend: http://127.0.0.1:${ports.backend}\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
