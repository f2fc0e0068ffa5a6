// What it costs, in the family's money: the accommodation filters show the chosen city's costs each in
// its state, a plan sent as a link opens with the same total, a plan missing a part says "at least" and
// what is missing, the currency chosen is remembered, and an old rate is named as such. The suite's
// database has the round test rates of e2e/fixture-rates.ts (1 EUR = 100 INR = 160 NPR); expected amounts
// are worked out from the figures stored (site/figures.ts, site/first-year.ts), not copied from the seed.
import { formatCalendarDate } from '@app/shared/format';
import { CITY_COST_LABELS, CITY_COSTS, HOUSING_TYPES } from '@app/shared/living-costs';
import { expect, test } from '@playwright/test';
import { FIXTURE_RATES } from '../fixture-rates.ts';
import { must, service } from '../service.ts';
import {
  eurText,
  expectMoneyFigure,
  figureItem,
  fixtureToEurCents,
  inEuros,
  rateText,
  shownText,
  wholeText,
} from './figures.ts';
import {
  type Country,
  defaultHousing,
  eurTotalText,
  expectedPlan,
  LINE_NAMES,
  lineTexts,
  places,
  proofText,
  totalText,
} from './first-year.ts';
import { axeViolations, hydrated, PROGRAM_PAGE } from './support.ts';

/** The planner's proof of funds line can be worked out by hand: in euros, confirmed none or not checked. */
const proofInEuros = (country: Country | null) =>
  country?.proof_of_funds.state !== 'known' || country.proof_of_funds.currency === 'EUR';

test('accommodation: choosing a city shows each of its monthly costs in its state, and only the housing there', async ({
  page,
}) => {
  const { cities } = await places();
  const dutch = cities.filter((c) => c.country_code === 'NL');
  const utrecht = dutch.find((c) => c.name === 'Utrecht');
  if (!utrecht) throw new Error('the seed has Utrecht, with housing cards');
  // Both states a family must tell apart are on this page: amounts we checked and costs nobody has.
  const states = CITY_COSTS.map((key) => utrecht[key].state);
  expect(states, "Utrecht's costs: some checked, some not").toContain('known');
  expect(states, "Utrecht's costs: some checked, some not").toContain('unchecked');

  await page.goto('/accommodation');
  await hydrated(page);
  const country = page.getByLabel('Country');
  const city = page.getByLabel('City');
  await country.selectOption('Netherlands');
  await expect(city.locator('option')).toHaveText([
    'All Cities',
    ...dutch.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en')),
  ]);
  await city.selectOption('Utrecht');

  const costs = page.getByRole('region', { name: 'Utrecht: monthly costs' });
  for (const key of CITY_COSTS) {
    await expectMoneyFigure(figureItem(costs, CITY_COST_LABELS[key]), utrecht[key], {
      currency: 'INR',
      per: 'a month',
      none: 'None',
      about: `${CITY_COST_LABELS[key]} in Utrecht`,
    });
  }
  // Never the old wording, which claimed more than we know.
  await expect(costs).not.toContainText(/not published/i);

  // The cards: Utrecht's, none of another city.
  const cards = page.locator('main li.card');
  await expect(cards.first()).toBeVisible();
  for (const location of await cards.locator('p').filter({ hasText: 'Netherlands' }).allTextContents()) {
    expect(location).toContain('Utrecht');
  }
  await expect(cards.filter({ hasText: 'Student housing (SSH)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Amsterdam' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The search narrows the cards as typed; a search with no match says what to loosen.
  await country.selectOption('All Countries');
  await page.getByLabel('Search').fill('crous');
  await expect(cards).not.toHaveCount(0);
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('crous');
  await page.getByLabel('Search').fill('no such housing anywhere');
  await expect(page.getByText('No housing options match. Clear the search or choose All Cities.')).toBeVisible();
});

test('a complete plan sent as a link opens in a fresh browser with the same choices and total', async ({
  page,
  browser,
}) => {
  const { cities, countries } = await places();
  // The first seeded city whose first year can be totalled in full, with a housing type whose rent is
  // checked; 10 months of living costs and what a student would type for tuition and fees.
  const months = 10;
  const typed = { tuition: { typed: 2000_00 }, fees: { typed: 100_00 } };
  const scenario = cities
    .flatMap((city) => {
      const country = countries.find((c) => c.code === city.country_code) ?? null;
      return HOUSING_TYPES.filter((housing) => city[`housing_${housing}`].state === 'known').map((housing) => ({
        city,
        country,
        housing,
        plan: expectedPlan({ ...typed, city, country, housing, months }),
      }));
    })
    .find(({ plan, country }) => plan?.complete && proofInEuros(country));
  if (!scenario?.plan || !scenario.country) throw new Error('the seed has a city whose first year can be totalled');
  const { city, country, housing, plan } = scenario;

  await page.goto('/plan');
  await hydrated(page);
  await page.getByLabel('Country').selectOption(country.name);
  await page.getByLabel('City').selectOption(city.name);
  await page.getByLabel('Tuition per year (EUR)').fill('2000');
  await page.getByLabel('Semester fees per year (EUR)').fill('100');
  await page.getByLabel('Housing').selectOption(housing);
  await page.getByLabel(/Months of living costs/).fill(String(months));
  await page.getByLabel('Show in').selectOption('NPR');

  // Every part on its own row, in euros and in rupees, each rounded on its own; the total adds the rows.
  for (const line of plan.lines) {
    const row = page.locator(`[data-plan-line="${line.key}"]`);
    for (const text of lineTexts(line, 'NPR')) await expect(row).toContainText(text);
  }
  await expect(page.locator('[data-plan-gap]')).toHaveCount(0);
  await expect(page.locator('[data-plan-total-label]')).toHaveText('Total to spend in the first year');
  const total = totalText(plan, 'NPR');
  await expect(page.locator('[data-plan-total]')).toHaveText(total);
  await expect(page.locator('[data-plan-total-eur]')).toHaveText(eurTotalText(plan));
  await expect(page.locator('[data-plan-proof]')).toContainText(proofText(country, 'NPR'));
  await expect(page).toHaveURL(new RegExp(`housing=${housing}.*months=${months}.*cur=NPR`));
  const link = page.url();
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(link);

  const parent = await browser.newContext();
  try {
    const other = await parent.newPage();
    await other.goto(link);
    await hydrated(other);
    await expect(other.locator('[data-plan-total]')).toHaveText(total);
    await expect(other.getByLabel('City')).toHaveValue(String(city.id));
    await expect(other.getByLabel('Housing')).toHaveValue(housing);
    await expect(other.getByLabel(`Months of living costs: ${months}`)).toBeVisible();
    await expect(other.getByLabel('Show in')).toHaveValue('NPR');
  } finally {
    await parent.close();
  }
});

test('a plan with a part nobody has checked says "at least", names the part and counts no zero for it', async ({
  page,
}) => {
  const { cities, countries } = await places();
  // A city whose own rent, food and transport are not all checked (the country's official norm stands in)
  // in a country where a fee is not checked yet either.
  const typed = { tuition: { typed: 1500_00 }, fees: { typed: 100_00 } };
  const scenario = cities
    .map((city) => {
      const country = countries.find((c) => c.code === city.country_code) ?? null;
      const housing = defaultHousing(city);
      return { city, country, plan: expectedPlan({ ...typed, city, country, housing, months: 12 }) };
    })
    .find(({ plan, country }) => plan && !plan.complete && plan.living === 'norm' && proofInEuros(country));
  if (!scenario?.plan || !scenario.country) throw new Error('the seed has a city on its norm with a fee unchecked');
  const { city, country, plan } = scenario;

  await page.goto('/plan');
  await hydrated(page);
  await page.getByLabel('Country').selectOption(country.name);
  await page.getByLabel('City').selectOption(city.name);
  await page.getByLabel('Tuition per year (EUR)').fill('1500');
  await page.getByLabel('Semester fees per year (EUR)').fill('100');

  // Living costs are the country's official norm, said so with its page; not the city's partial figures.
  const living = page.locator('[data-plan-line="living"]');
  await expect(living).toContainText('official norm');
  for (const line of plan.lines.filter((l) => l.key === 'living')) {
    for (const text of lineTexts(line, 'INR')) await expect(living).toContainText(text);
  }
  await expect(page.locator('[data-plan-line="housing"]')).toHaveCount(0);
  const norm = page.locator('[data-plan-norm]');
  await expect(norm).toContainText(`living costs use ${country.name}'s official living-cost norm`);
  if (country.living_norm.state === 'known') {
    await expect(norm.getByRole('link', { name: /Source of the norm/ })).toHaveAttribute(
      'href',
      country.living_norm.source_url,
    );
  }

  // Each missing part is a row of its own that asks us, never an amount of zero.
  for (const key of plan.gaps) {
    const row = page.locator(`[data-plan-line="${key}"][data-plan-gap="unchecked"]`);
    await expect(row.getByRole('link', { name: 'Not checked yet — ask us' })).toBeVisible();
    await expect(row).not.toContainText('€');
  }
  await expect(page.locator('[data-plan-total-label]')).toHaveText('At least this much in the first year');
  await expect(page.locator('[data-plan-total]')).toHaveText(totalText(plan, 'INR'));
  await expect(page.locator('[data-plan-total-eur]')).toHaveText(eurTotalText(plan));
  const missing = page.locator('[data-plan-incomplete]');
  await expect(missing).toContainText('Not counted yet:');
  for (const key of plan.gaps) await expect(missing).toContainText(LINE_NAMES[key].toLowerCase());
  await expect(page.locator('[data-plan-proof]')).toContainText(proofText(country, 'INR'));
});

test('the currency chosen on one page is remembered across pages and reloads', async ({ page }) => {
  const [program] = await must(
    service
      .from('programs')
      .select('university:universities_data!inner(slug,country_code)')
      .eq('slug', PROGRAM_PAGE.split('/').at(-1) ?? '')
      .eq('university.slug', PROGRAM_PAGE.split('/').at(-2) ?? ''),
  );
  const { countries } = await places();
  const country = countries.find((c) => c.code === program?.university?.country_code);
  const funds = country?.proof_of_funds;
  if (!country || !inEuros(funds)) throw new Error("the seeded programme's country has its proof of funds in euros");
  const [low, high] = [funds.low_cents, funds.high_cents];

  await page.goto(`/countries/${country.code.toLowerCase()}`);
  await hydrated(page);
  const item = figureItem(page.locator('main'), 'Proof of funds');
  await expectMoneyFigure(item, funds, { currency: 'INR', per: 'a year', none: 'Not required' });
  await page.getByLabel('Show amounts in').selectOption('NPR');
  await expect(item).toContainText(`${shownText(low, high, 'NPR')} a year`);
  await expect(page.locator('[data-rate-text]')).toHaveText(new RegExp(`^${rateText('NPR')}\\.`));

  await page.reload();
  await expect(item).toContainText(`${shownText(low, high, 'NPR')} a year`);
  await expect(page.getByLabel('Show amounts in')).toHaveValue('NPR');
  await page.goto(PROGRAM_PAGE);
  await hydrated(page);
  await expect(page.getByLabel('Show in')).toHaveValue('NPR');
  // The planner's proof of funds comes from the same country, in the same currency.
  await expect(page.locator('[data-plan-proof]')).toContainText(`${shownText(low, high, 'NPR')} a year`);

  // Pricing charges rupees; in another currency it shows about how much that is.
  const [plan] = await must(service.from('pricing_plans').select('name,price_inr').order('price_inr').limit(1));
  if (!plan) throw new Error('the seed has pricing plans');
  const eurCents = fixtureToEurCents(plan.price_inr * 100, 'INR');
  await page.goto('/pricing');
  await hydrated(page);
  const card = page
    .locator('main li.card')
    .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
  const about = card.locator('[data-hide-for-currency]');
  await expect(about).toHaveText(
    `About ${wholeText(eurCents, eurCents, 'NPR')} (${eurText(eurCents)}); you pay in Indian rupees.`,
  );
  // In rupees the price itself says it all.
  await page.getByLabel('Show amounts in').selectOption('INR');
  await expect(about).toBeHidden();
});

test('an exchange rate more than 30 days old is named as such next to the amounts converted with it', async ({
  page,
}) => {
  const rate = FIXTURE_RATES.find((r) => r.currency === 'INR');
  if (!rate) throw new Error('a fixture rate for rupees');
  const day = 86_400_000;
  const dated = Date.parse(rate.rate_date);
  const warning = `This exchange rate is from ${formatCalendarDate(rate.rate_date)}, more than 30 days ago: amounts in INR may have changed since.`;
  const planner = page.locator('[data-cost-planner]');

  // Thirty days on, nothing to say (the share link is written once the planner has read the page's
  // state, the warning with it).
  await page.clock.setFixedTime(new Date(dated + 30 * day + 12 * 3_600_000));
  await page.goto(PROGRAM_PAGE);
  await hydrated(page);
  await expect(planner.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /http/);
  await expect(planner.locator('[data-plan-total]')).toBeVisible();
  await expect(page.locator('[data-rate-warning]').filter({ visible: true })).toHaveCount(0);

  // A day later the planner and the page's currency switch both say how old the rate is.
  await page.clock.setFixedTime(new Date(dated + 31 * day + 12 * 3_600_000));
  await page.reload();
  await hydrated(page);
  await expect(planner.locator('[data-rate-warning]')).toHaveText(warning);
  await expect(page.locator('[data-currency-switch] [data-rate-warning]')).toHaveText(warning);
});

test('a figure published in another currency names the rate it goes through, and says when that rate is old', async ({
  page,
}) => {
  const [czk] = await must(
    service.from('exchange_rates').select('currency, units_per_eur, rate_date').eq('currency', 'CZK'),
  );
  expect(czk, "the seeded CZK rate (the ECB's)").toBeDefined();
  await page.goto('/countries/cz');
  const note = page.locator('[data-source-rate~="CZK"]');
  await expect(note).toContainText(
    `Amounts published in CZK go through euros at 1 EUR = ${czk?.units_per_eur} CZK, rate of ${formatCalendarDate(czk?.rate_date)}.`,
  );
  const old = Date.now() - Date.parse(czk?.rate_date ?? '') > 30 * 86_400_000;
  if (old) {
    await expect(note.locator('[data-rate-warning]')).toHaveText(
      `This exchange rate is from ${formatCalendarDate(czk?.rate_date)}, more than 30 days ago: amounts in CZK may have changed since.`,
    );
  } else {
    await expect(note.locator('[data-rate-warning]')).toBeHidden();
  }
});

test('a country guide lists the application steps in order, each with its official page', async ({ page }) => {
  const [germany] = await must(service.from('countries').select('checklist').eq('code', 'DE'));
  const steps = germany?.checklist as { title: string; url: string }[];
  await page.goto('/countries/de');
  const items = page.getByRole('heading', { name: 'Application checklist' }).locator('xpath=..').locator('ol > li');
  await expect(items.locator('h3')).toHaveText(steps.map((step) => step.title));
  await expect(items.first().getByRole('link', { name: /Official page/ })).toHaveAttribute('href', steps[0]?.url ?? '');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"HowTo"') && text.includes(steps[0]?.title ?? '?'))).toBe(true);
});
