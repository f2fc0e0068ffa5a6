// `pnpm start` mode, as a family meets a fresh start: the seed's own rupee rate (the ECB's, on its own
// date) puts a programme's first-year plan in rupees by default, with the euros beside it, and says the
// rate is more than 30 days old. The other start specs restore the seeded rate when they change it.
import { formatCalendarDate } from '@app/shared/format';
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { hydrated, PROGRAM_PAGE } from '../site/support.ts';

test.use({ timezoneId: 'Asia/Kolkata' });

const amounts = (text: string | null) =>
  (text ?? '').match(/[\d,]+(\.\d+)?/g)?.map((n) => Number(n.replaceAll(',', '')));

test('on a fresh start the first-year plan is a range in rupees, worked out with the seeded ECB rate', async ({
  page,
}) => {
  const [rate] = await must(service.from('exchange_rates').select('units_per_eur, rate_date').eq('currency', 'INR'));
  if (!rate) throw new Error('the seed has the ECB rupee rate');

  await page.goto(PROGRAM_PAGE);
  await hydrated(page);
  await expect(page.getByLabel('Show in')).toHaveValue('INR');
  const planner = page.locator('[data-cost-planner]');
  const total = planner.locator('[data-plan-total]');
  await expect(total).toHaveText(/^₹[\d,]+–₹[\d,]+$/);
  // Each line is converted and rounded on its own: the rupee ends are the euro ends at the seeded rate,
  // within a rupee per line.
  const [rupeesLow = 0, rupeesHigh = 0] = amounts(await total.textContent()) ?? [];
  const [eurosLow = 0, eurosHigh = 0] = amounts(await planner.locator('[data-plan-total-eur]').textContent()) ?? [];
  const lines = await planner.locator('[data-plan-line]').count();
  expect(Math.abs(rupeesLow - eurosLow * rate.units_per_eur)).toBeLessThanOrEqual(lines);
  expect(Math.abs(rupeesHigh - eurosHigh * rate.units_per_eur)).toBeLessThanOrEqual(lines);
  await expect(planner.locator('[data-rate-warning]')).toHaveText(
    `This exchange rate is from ${formatCalendarDate(rate.rate_date)}, more than 30 days ago: amounts in INR may have changed since.`,
  );
});

test.describe('without the page scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a rate already old when the site was built is named in the page itself, so nothing moves once it loads', async ({
    page,
  }) => {
    const [rate] = await must(service.from('exchange_rates').select('rate_date').eq('currency', 'INR'));
    if (!rate) throw new Error('the seed has the ECB rupee rate');
    await page.goto('/accommodation');
    await expect(page.locator('[data-currency-switch] [data-rate-warning]')).toHaveText(
      `This exchange rate is from ${formatCalendarDate(rate.rate_date)}, more than 30 days ago: amounts in INR may have changed since.`,
    );
  });
});
