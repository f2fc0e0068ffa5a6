// Exchange rates of the browser suites' database, set before the site is built (as staff would in
// Settings) over the seed's official ones (the ECB's INR, Nepal Rastra Bank's NPR): round test values, so
// expected amounts can be worked out by hand; never shown outside the test build. The `pnpm start`
// suite keeps the seed's rates (start/fresh-rupees.spec.ts).
import type { Database } from '@app/shared/database.types';
import { LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';
import { createClient } from '@supabase/supabase-js';

export const FIXTURE_RATES = [
  { currency: 'INR', units_per_eur: 100, rate_date: '2026-11-20', source_url: null },
  { currency: 'NPR', units_per_eur: 160, rate_date: '2026-11-20', source_url: null },
] as const;

export async function setFixtureRates(backendUrl: string): Promise<void> {
  const service = createClient<Database>(backendUrl, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await service.from('exchange_rates').upsert([...FIXTURE_RATES], { onConflict: 'currency' });
  if (error) throw new Error(`fixture exchange rates: ${error.message}`);
}
