// Programme pages: one static page per programme with each figure in its state (known with its year and
// source, confirmed none, or "Not checked yet — ask us"), linked from its university, with a canonical
// URL, structured data search engines read (the same fees students see), a place in the sitemap, the
// first-year planner in the family's currency, and "Suggest a correction" next to every figure.
import type { MoneyFigure } from '@app/shared/figures';
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { eurText, figureItem, type Known, provenance, shownText, wholeText } from './figures.ts';
import { cityOf, defaultHousing, expectedPlan, lineTexts, places, totalText } from './first-year.ts';
import { expectNotice, hydrated, PROGRAM_PAGE } from './support.ts';

/** A seeded programme whose own non-EU tuition is a known band in euros. */
async function programWithKnownFee() {
  const rows = await must(
    service
      .from('programs')
      .select(
        'id,slug,name,level,tuition_non_eu,semester_fees,university:universities_data!inner(id,slug,university_name,city,country_code)',
      )
      .eq('tuition_non_eu->>state', 'known')
      .eq('tuition_non_eu->>currency', 'EUR')
      .order('id'),
  );
  const program = rows.find((row) => {
    const fee = row.tuition_non_eu as Known;
    return fee.low_cents < fee.high_cents;
  });
  if (!program) throw new Error('the seed has a programme with a published band in euros');
  return { ...program, fee: program.tuition_non_eu as Known };
}

test('a known fee shows with its year, the day checked, its source and a way to correct it', async ({ page }) => {
  const program = await programWithKnownFee();
  const path = `/programs/${program.university.slug}/${program.slug}`;
  await page.goto(`/universities/${program.university.slug}`);
  await page.getByRole('tab', { name: program.level }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: program.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);

  const facts = page.getByRole('region', { name: 'Fees, deadline and requirements' });
  const tuition = figureItem(facts, 'Tuition (non-EU)');
  await expect(tuition).toHaveAttribute('data-figure-state', 'known');
  // In rupees by default (the fixture rate), with the official euro band beside it.
  await expect(tuition).toContainText(`${shownText(program.fee.low_cents, program.fee.high_cents, 'INR')} a year`);
  await expect(tuition).toContainText(provenance(program.fee));
  await expect(tuition.getByRole('link', { name: /^source/ })).toHaveAttribute('href', program.fee.source_url);
  await expect(tuition.getByRole('link', { name: /^Suggest a correction/ })).toHaveAttribute(
    'href',
    `/suggest?table=programs&id=${program.id}&figure=tuition_non_eu`,
  );
  await expect(page.getByText(/not published/i)).toHaveCount(0);
});

test('a fee nobody has checked says so and asks the family to ask us, with the question filled in', async ({
  page,
}) => {
  const rows = await must(
    service
      .from('programs')
      .select(
        'slug,name,level,university:universities_data!inner(slug,university_name,tuition_non_eu_bachelor,tuition_non_eu_master)',
      )
      .eq('tuition_non_eu->>state', 'unchecked')
      .order('id'),
  );
  // Not one whose university's published fee for its level stands in.
  const program = rows.find(({ level, university }) => {
    const wide = level === "Bachelor's" ? university.tuition_non_eu_bachelor : university.tuition_non_eu_master;
    return (wide as MoneyFigure).state === 'unchecked';
  });
  if (!program) throw new Error('the seed has a programme whose tuition is not checked yet');
  await page.goto(`/programs/${program.university.slug}/${program.slug}`);
  const tuition = figureItem(page.getByRole('region', { name: 'Fees, deadline and requirements' }), 'Tuition (non-EU)');
  await expect(tuition).toHaveAttribute('data-figure-state', 'unchecked');
  // Nothing stands for the amount: no zero, no guess.
  await expect(tuition.locator('dd')).not.toContainText(/\d/);
  const ask = tuition.getByRole('link', { name: /^Not checked yet — ask us/ });
  await ask.click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await hydrated(page);
  await expect(page.getByLabel('Subject')).toHaveValue(
    `Question: Tuition (non-EU) of ${program.name} at ${program.university.university_name}`,
  );
});

test('the planner on a programme with a known fee shows its first year line by line, in rupees by default', async ({
  page,
}) => {
  const program = await programWithKnownFee();
  // What the planner must count for this programme, worked out from the stored figures.
  const { cities, countries } = await places();
  const city = cityOf(cities, program.university.country_code, program.university.city);
  const plan = expectedPlan({
    tuition: program.fee,
    fees: program.semester_fees as MoneyFigure,
    city,
    country: countries.find((c) => c.code === program.university.country_code) ?? null,
    housing: defaultHousing(city),
    months: 12,
  });
  if (!plan) throw new Error("the programme's figures are in euros");

  await page.goto(`/programs/${program.university.slug}/${program.slug}`);
  await hydrated(page);
  const planner = page.locator('[data-cost-planner]');
  await expect(planner.getByLabel('Show in')).toHaveValue('INR');
  await expect(planner.getByRole('columnheader', { name: 'In INR' })).toBeVisible();
  // The fee's band stays a band, line by line and in the total.
  await expect(planner.locator('[data-plan-line="tuition"]')).toContainText(
    wholeText(program.fee.low_cents, program.fee.high_cents, 'INR'),
  );
  for (const line of plan.lines) {
    const row = planner.locator(`[data-plan-line="${line.key}"]`);
    for (const text of lineTexts(line, 'INR')) await expect(row).toContainText(text);
  }
  await expect(planner.locator('[data-plan-gap]')).toHaveCount(plan.gaps.length);
  await expect(planner.locator('[data-plan-total]')).toHaveText(totalText(plan, 'INR'));
  await expect(planner.locator('[data-plan-total]')).toContainText('–');
  await expect(planner.locator('[data-plan-total-label]')).toHaveText(
    plan.complete ? 'Total to spend in the first year' : 'At least this much in the first year',
  );
});

test('a suggested correction is sent without an account and waits for staff', async ({ page }) => {
  const program = await programWithKnownFee();
  await page.goto(`/programs/${program.university.slug}/${program.slug}`);
  const tuition = figureItem(page.getByRole('region', { name: 'Fees, deadline and requirements' }), 'Tuition (non-EU)');
  await tuition.getByRole('link', { name: /^Suggest a correction/ }).click();
  await expect(page).toHaveURL(/\/suggest\?/);
  await hydrated(page);
  const figure = page.locator('[data-suggestion-figure]');
  await expect(figure).toContainText('Tuition for non-EU students (a year)');
  await expect(figure).toContainText(`${program.name}, ${program.university.university_name}`);
  // What we show now, in its words, beside the form.
  await expect(figure).toContainText(
    `We show: ${eurText(program.fee.low_cents, program.fee.high_cents)} (${provenance(program.fee)})`,
  );
  const value = `€1,234 a semester (test ${Date.now()})`;
  try {
    await page.getByLabel('What should it be?').fill(value);
    await page.getByLabel('The official page that says so').fill('not a link');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expectNotice(page, 'Invalid Link');
    // What was typed stays.
    await expect(page.getByLabel('What should it be?')).toHaveValue(value);
    await page.getByLabel('The official page that says so').fill('https://www.example.edu/fees');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expectNotice(page, 'Thank You!');
    const [stored] = await must(
      service.from('figure_suggestions').select('table_name,row_id,figure,status').eq('suggested_value', value),
    );
    expect(stored).toEqual({ table_name: 'programs', row_id: program.id, figure: 'tuition_non_eu', status: 'pending' });
  } finally {
    await must(service.from('figure_suggestions').delete().eq('suggested_value', value));
  }
});

test('a programme page names itself canonically and describes the course with the fees students see', async ({
  page,
  request,
}) => {
  await page.goto(PROGRAM_PAGE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PROGRAM_PAGE}$`));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks
    .map((text) => JSON.parse(text))
    .find((item) => item['@type'] === 'EducationalOccupationalProgram');
  expect(data).toMatchObject({
    name: 'Informatics (B.Sc.)',
    provider: { '@type': 'CollegeOrUniversity', name: 'Technical University of Munich' },
    inLanguage: ['de'],
  });
  expect(data.url).toMatch(new RegExp(`${PROGRAM_PAGE}$`));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${PROGRAM_PAGE}</loc>`);

  // Every checked fee is an offer: a band as minPrice/maxPrice, a confirmed none as price 0.
  const [row] = await must(
    service
      .from('programs')
      .select(
        'tuition_non_eu,tuition_eu,semester_fees,university:universities_data!inner(slug,tuition_non_eu_bachelor)',
      )
      .eq('slug', 'informatics-bsc')
      .eq('university.slug', 'technical-university-of-munich'),
  );
  // A Bachelor's programme shows its university's published fee until its own is checked.
  const own = row?.tuition_non_eu as MoneyFigure;
  const tuition = own.state === 'unchecked' ? (row?.university?.tuition_non_eu_bachelor as MoneyFigure) : own;
  const expected = (figure: MoneyFigure) => {
    if (figure.state === 'unchecked') return [];
    const [low, high] = figure.state === 'known' ? [figure.low_cents, figure.high_cents] : [0, 0];
    return [
      low === high
        ? expect.objectContaining({ price: (low / 100).toFixed(2) })
        : expect.objectContaining({
            priceSpecification: expect.objectContaining({
              minPrice: (low / 100).toFixed(2),
              maxPrice: (high / 100).toFixed(2),
            }),
          }),
    ];
  };
  const offers = [
    ...expected(tuition),
    ...expected(row?.tuition_eu as MoneyFigure),
    ...expected(row?.semester_fees as MoneyFigure),
  ];
  expect(data.offers ?? []).toEqual(offers);
});
