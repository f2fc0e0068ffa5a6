// Serves a built app as its static host would (`_headers`, `_redirects`, 404.html or single-page
// fallback): `node deploy/bin/serve.ts DIR`, on PORT. `pnpm start` serves the console this way.
import { resolve } from 'node:path';
import { loadBuild, startStaticServer } from '../src/static-server.ts';
import { portFromEnv } from './env.ts';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('Usage: node deploy/bin/serve.ts DIR (port from PORT)');
const build = loadBuild(resolve(dir));
const port = portFromEnv('PORT', 8080);
const server = await startStaticServer({ port, current: () => build });
console.log(`Serving ${build.dir} on http://127.0.0.1:${port}`);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('SIGINT', () => server.close(() => process.exit(0)));
