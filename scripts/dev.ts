// `pnpm dev`: the local backend (demo data on first use), the site and the console with hot reload.
import { appEnv, pnpmArgs, ports, run, startHumanCheck, startPayments, waitForHttp } from './processes.ts';

run('backend', ...pnpmArgs('--filter', '@app/supabase', 'backend', '--port', String(ports.backend)), {
  ...appEnv(),
  ...startPayments(),
  ...startHumanCheck(),
});
await waitForHttp(`http://127.0.0.1:${ports.backend}/health`);
run('site', ...pnpmArgs('--filter', '@app/site', 'dev'), appEnv());
run('admin', ...pnpmArgs('--filter', '@app/admin', 'dev'), appEnv());
console.log(
  `\nSite:    http://localhost:${ports.site}\nAdmin:   http://localhost:${ports.admin}/admin\nBackend: http://127.0.0.1:${ports.backend}\n`,
);
