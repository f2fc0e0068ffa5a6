// `pnpm start` mode: a rate staff set in the console's Settings reaches the static site by itself (the
// exchange_rates table's rebuild trigger calls the rebuilder): the country guides then show its rupees.

import type { MoneyFigure } from '@app/shared/figures';
import { formatWhole } from '@app/shared/format';
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { ADMIN_URL, adminToken, asAdmin, rebuilderIdle, signInToConsole } from './support.ts';

test("a staff member's rupee rate appears on the country guides within 60 s", async ({ page }) => {
  // Germany's proof of funds (its blocked account) at 98.5 rupees to the euro, rounded half up.
  const [germany] = await must(service.from('countries').select('proof_of_funds').eq('code', 'DE'));
  const funds = germany?.proof_of_funds as MoneyFigure;
  if (funds.state !== 'known' || funds.currency !== 'EUR') throw new Error("the seed has Germany's proof of funds");
  const rupees = formatWhole(Math.floor((funds.low_cents * 985 + 500) / 1000), 'INR');
  expect((await (await page.request.get('/countries/de')).text()).includes(rupees)).toBe(false);

  const [seeded] = await must(
    service.from('exchange_rates').select('currency, units_per_eur, rate_date, source_url').eq('currency', 'INR'),
  );
  await signInToConsole(page);
  await page.goto(`${ADMIN_URL}/admin/settings`);
  const row = page.getByRole('region', { name: 'INR rate' });
  await row.getByLabel('INR per euro').fill('98.5');
  await row.getByLabel('Rate date').fill('2026-11-20');
  await row.getByRole('button', { name: 'Save INR rate' }).click();
  await expect(page.getByText('Exchange rate saved')).toBeVisible();

  try {
    await expect
      .poll(async () => (await (await page.request.get('/countries/de')).text()).includes(rupees), {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(true);
    await page.goto('/countries/de');
    await expect(page.getByText(/1 EUR = 98.5 INR, rate of 20 November 2026/)).toBeVisible();
  } finally {
    // The seed's own rate again, for the specs after this one.
    if (seeded) await must(service.from('exchange_rates').upsert(seeded, { onConflict: 'currency' }));
    else await asAdmin(await adminToken(), 'DELETE', 'exchange_rates?currency=eq.INR');
    await rebuilderIdle();
  }
});
