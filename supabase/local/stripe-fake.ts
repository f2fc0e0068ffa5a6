// `pnpm --filter @app/supabase stripe-fake`: the offline Stripe stand-in for development and tests
// (never for production). Prices mirror the plans of the local backend; Pay delivers a signed
// `checkout.session.completed` to the backend's stripe-webhook function. See src/stripe-fake/.
import { parseArgs } from 'node:util';
import { LOCAL_ANON_KEY } from './src/config.ts';
import { DEFAULT_STRIPE_FAKE_PORT } from './src/stripe-fake/constants.ts';
import { pricesFromSupabase } from './src/stripe-fake/prices.ts';
import { functionEnvFor, startStripeFake } from './src/stripe-fake/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'supabase-url': { type: 'string' },
    webhook: { type: 'string' },
  },
});

const supabaseUrl = (
  values['supabase-url'] ??
  process.env.SUPABASE_URL ??
  `http://127.0.0.1:${process.env.BACKEND_PORT ?? 54321}`
).replace(/\/+$/, '');
const fake = await startStripeFake({
  host: values.host ?? '127.0.0.1',
  port: Number(values.port ?? process.env.STRIPE_FAKE_PORT ?? DEFAULT_STRIPE_FAKE_PORT),
  ...(process.env.STRIPE_SECRET_KEY ? { secretKey: process.env.STRIPE_SECRET_KEY } : {}),
  ...(process.env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET } : {}),
  webhookUrl: values.webhook ?? `${supabaseUrl}/functions/v1/stripe-webhook`,
  prices: pricesFromSupabase(supabaseUrl, LOCAL_ANON_KEY),
});
console.log(`Offline Stripe fake (test mode, no money moves) on ${fake.url}; prices from ${supabaseUrl}`);
console.log('Function secrets that point the Stripe SDK at it:');
for (const [name, value] of Object.entries(functionEnvFor(fake))) console.log(`${name}=${value}`);

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
