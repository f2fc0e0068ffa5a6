// `pnpm --filter @app/supabase captcha-fake`: the offline Cloudflare Turnstile stand-in for development
// and tests (never for production). The site loads its widget script; verify-human and the local auth
// ask its siteverify. See src/captcha-fake/.
import { parseArgs } from 'node:util';
import { DEFAULT_CAPTCHA_FAKE_PORT } from './src/captcha-fake/constants.ts';
import { captchaEnvFor, startCaptchaFake } from './src/captcha-fake/server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const fake = await startCaptchaFake({
  host: values.host ?? '127.0.0.1',
  port: Number(values.port ?? process.env.CAPTCHA_FAKE_PORT ?? DEFAULT_CAPTCHA_FAKE_PORT),
});
console.log(`Offline Turnstile fake on ${fake.url} (site key ${fake.siteKey})`);
for (const [name, value] of Object.entries(captchaEnvFor(fake))) console.log(`${name}=${value}`);

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
