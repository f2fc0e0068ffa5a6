// `pnpm start`'s public site, as a static host with deploy hooks would run it: serves the current build
// on SITE_PORT, and on REBUILDER_PORT takes deploy hook calls (POST /hooks/rebuild, which the local stack
// sends when content changes) and reports its state (GET /status). Builds go to SITE_BUILDS_DIR.
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandBuild, Rebuilder } from '../src/rebuilder.ts';
import { startStaticServer } from '../src/static-server.ts';
import { portFromEnv } from './env.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const siteDir = join(root, 'site');
const sitePort = portFromEnv('SITE_PORT', 4321);
const hookPort = portFromEnv('REBUILDER_PORT', 4322);
const buildsDir = resolve(process.env.SITE_BUILDS_DIR || join(siteDir, '.builds'));
const log = (message: string) => console.log(`[rebuilder] ${message}`);

const rebuilder = new Rebuilder({
  buildsDir,
  log,
  build: commandBuild((outDir) => ({
    file: process.execPath,
    args: [join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir],
    cwd: siteDir,
    env: { ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: join(buildsDir, '.cache') },
  })),
});

const site = await startStaticServer({ port: sitePort, current: rebuilder.current });
const hooks = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (request.method === 'POST' && path === '/hooks/rebuild') {
    request.resume();
    rebuilder.request('deploy hook');
    response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"queued":true}');
  } else if (request.method === 'GET' && path === '/status') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rebuilder.status()));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((done) => hooks.listen(hookPort, '127.0.0.1', done));

async function stop(code: number): Promise<void> {
  await rebuilder.stop();
  site.close();
  hooks.close();
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

log(`deploy hook: http://127.0.0.1:${hookPort}/hooks/rebuild; builds in ${buildsDir}`);
if (!(await rebuilder.buildNow())) {
  log('the first build failed: nothing to serve.');
  await stop(1);
}
log(`serving http://127.0.0.1:${sitePort}`);
