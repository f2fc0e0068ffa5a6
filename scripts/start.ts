// `pnpm start`: the product as it will be deployed: the backend (demo data on first use), then the
// site and the console built against it and served as static files.
import { appEnv, pnpmArgs, ports, run, runToEnd, stopAll, waitForHttp } from './processes.ts';

run('backend', ...pnpmArgs('--filter', '@app/supabase', 'backend', '--port', String(ports.backend)));
try {
  await waitForHttp(`http://127.0.0.1:${ports.backend}/health`);
  await runToEnd('site build', ...pnpmArgs('--filter', '@app/site', 'build'), appEnv());
  await runToEnd('admin build', ...pnpmArgs('--filter', '@app/admin', 'build'), appEnv());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
run('site', ...pnpmArgs('--filter', '@app/site', 'serve'), appEnv());
run('admin', ...pnpmArgs('--filter', '@app/admin', 'serve'), appEnv());
await Promise.all([waitForHttp(`http://127.0.0.1:${ports.site}/`), waitForHttp(`http://127.0.0.1:${ports.admin}/`)]);
console.log(
  `\nReady.\nSite:    http://localhost:${ports.site}\nAdmin:   http://localhost:${ports.admin}/admin  (demo admin: admin@example.com / admin-demo-password)\nBackend: http://127.0.0.1:${ports.backend}\n`,
);
