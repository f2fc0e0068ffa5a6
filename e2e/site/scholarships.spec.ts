// Scholarships where students meet them: the /scholarships list (filters, the remembered home country as
// the nationality, results first on a phone), a scholarship's own page (each part in its figure state,
// MonetaryGrant, a passed deadline reads "Closed") and the programme pages' list. Driven by the seeded
// rows (supabase/seed.sql), read here as the service role: no amount or name is written into the spec.
import type { Database } from '@app/shared/database.types';
import { NOT_CHECKED } from '@app/shared/figure-text';
import {
  type AwardPart,
  candidateFor,
  isEligible,
  NATIONALITY_OF_HOME_COUNTRY,
  type ScholarshipFacts,
} from '@app/shared/scholarships';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { axeViolations, hydrated } from './support.ts';

type Row = Database['public']['Tables']['scholarships']['Row'];
type Scholarship = Row & ScholarshipFacts;
const INDIA = NATIONALITY_OF_HOME_COUNTRY.India;
const MASTERS = "Master's";
/** The nationalities the list offers (the home countries), by code. */
const NATIONALITY_NAMES = Object.fromEntries(
  Object.entries(NATIONALITY_OF_HOME_COUNTRY).map(([name, code]) => [code, name]),
);

const seeded = async (): Promise<Scholarship[]> =>
  (await must(service.from('scholarships').select('*').order('name'))) as unknown as Scholarship[];
/** Who may hold it, as the pages word it: every nationality, a list of them, or not checked yet. */
const nationalityWords = (s: Scholarship, end = ''): string | RegExp => {
  if (!s.nationalities_checked) return `Nationalities: ${NOT_CHECKED}${end}`;
  return s.nationalities === null
    ? `Open to every nationality${end}`
    : new RegExp(`^Only for citizens of .+${end ? '\\.' : ''}$`);
};
const cards = (page: Page) => page.locator('[data-scholarship-results] > li');
const card = (page: Page, slug: string) => page.locator(`[data-scholarship-results] > [data-scholarship="${slug}"]`);

/**
 * What an Indian master's student going to Germany may hold (the DAAD awards among them), the DAAD awards
 * whose nationalities nobody has checked yet (they match no nationality), and a master's scheme closed to
 * Indian nationals.
 */
async function germanyForIndia() {
  const rows = await seeded();
  const indianMasterInGermany = { nationality: INDIA, level: MASTERS, destination: 'DE' };
  const open = rows.filter((s) => isEligible(s, indianMasterInGermany));
  const daad = rows.filter((s) => /DAAD/i.test(`${s.provider} ${s.name}`) && s.destination_codes.includes('DE'));
  const closed = rows.find(
    (s) =>
      s.nationalities_checked &&
      s.nationalities !== null &&
      !s.nationalities.includes(INDIA) &&
      s.levels.includes(MASTERS),
  );
  return { open, daad, closed };
}

test('an Indian master student filtering for Germany sees the awards open to them (DAAD ones when open to Indians), not a scheme closed to Indians', async ({
  page,
}) => {
  const { open, daad, closed } = await germanyForIndia();
  expect(open.length, 'the seed has awards for Indian master students in Germany').toBeGreaterThan(0);
  expect(daad.length, 'the seed has DAAD awards in Germany').toBeGreaterThan(0);
  if (!closed) throw new Error('the seed has a master scheme closed to Indian nationals');
  // The country guides remembered India in this browser: the list starts from that nationality.
  await page.addInitScript(() => localStorage.setItem('home-country', 'India'));
  // The island takes over the page's HTML as it is (a mismatch is a React error here, and a Lighthouse one).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/scholarships');
  await hydrated(page);
  await expect(page.getByLabel('My nationality')).toHaveValue(INDIA);
  expect(errors).toEqual([]);
  await page.getByLabel('Level').selectOption(MASTERS);
  await expect(card(page, closed.slug)).toHaveCount(0);
  await page.getByLabel('Study in').selectOption('DE');
  await expect(page).toHaveURL(/[?&]nat=IN\b/);
  await expect(page).toHaveURL(/[?&]dest=DE\b/);
  for (const s of open) await expect(card(page, s.slug)).toBeVisible();
  await expect(cards(page)).toHaveCount(open.length);
  await expect(page.getByRole('status')).toHaveText(
    `${open.length} ${open.length === 1 ? 'scholarship' : 'scholarships'} match your filters`,
  );
  // A DAAD award is listed for an Indian student exactly when it is open to Indians; one whose
  // nationalities nobody has checked yet is not claimed, and shows with "Any nationality", saying so.
  for (const s of daad) await expect(card(page, s.slug)).toHaveCount(open.includes(s) ? 1 : 0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('My nationality').selectOption('');
  for (const s of daad) {
    await expect(card(page, s.slug)).toBeVisible();
    await expect(card(page, s.slug)).toContainText(nationalityWords(s));
  }
  // A national of a country the closed scheme is for sees it.
  await page.getByLabel('Study in').selectOption('');
  await page
    .getByLabel('My nationality')
    .selectOption(closed.nationalities?.find((code) => code in NATIONALITY_NAMES) ?? '');
  await expect(card(page, closed.slug)).toBeVisible();
});

test('deadline not passed and covers tuition narrow the list; sorting by value puts the most valuable first', async ({
  page,
}) => {
  const total = (await seeded()).length;
  await page.goto('/scholarships?nat=');
  await hydrated(page);
  await expect(page.getByRole('status')).toHaveText(`${total} scholarships`);
  await page.getByLabel('Covers tuition').check();
  await expect(cards(page).first()).toBeVisible();
  const withTuition = await cards(page).count();
  expect(withTuition).toBeLessThan(total);
  for (const covers of await cards(page).locator('p', { hasText: 'Covers:' }).allTextContents()) {
    expect(covers).toContain('Tuition');
  }
  await page.getByLabel('Covers tuition').uncheck();
  await page.getByLabel('Deadline not passed').check();
  await expect(cards(page).filter({ has: page.locator('[data-status="closed"]') })).toHaveCount(0);
  await expect(page.locator('[data-scholarship-results] > [data-status="closed"]')).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption('value');
  await expect(page).toHaveURL(/sort=value/);
});

test("a scholarship's page: each part in its state (never 0 for an unchecked one), who may apply, the official page and MonetaryGrant", async ({
  page,
}) => {
  const rows = await seeded();
  // The scholarship with the most parts whose amount nobody checked, to see those words; else the first.
  const unchecked = (s: Scholarship) =>
    (s.covers as AwardPart[]).filter(
      (p) => p.waiver_percent === undefined && p.amount?.state !== 'known' && p.amount?.state !== 'none',
    ).length;
  const s = [...rows].sort((a, b) => unchecked(b) - unchecked(a))[0] as Scholarship;
  await page.goto(`/scholarships/${s.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.name);
  const parts = page.locator('[data-covers] > div');
  await expect(parts).toHaveCount(s.covers.length);
  for (const [index, part] of (s.covers as AwardPart[]).entries()) {
    const item = parts.nth(index);
    if (part.waiver_percent !== undefined) {
      await expect(item).toContainText(part.waiver_percent === 100 ? 'Full tuition waived' : `${part.waiver_percent}%`);
    } else if (part.amount?.state === 'known') {
      await expect(item).toHaveAttribute('data-figure-state', 'known');
      await expect(item).not.toContainText(/€0(?![\d,])/);
    } else if (part.amount?.state !== 'none') {
      await expect(item).toHaveAttribute('data-figure-state', 'unchecked');
      await expect(item.getByRole('link', { name: new RegExp(NOT_CHECKED) })).toHaveAttribute('href', /^\/contact\?/);
    }
  }
  await expect(page.locator('[data-nationality]')).toHaveText(nationalityWords(s));
  await expect(page.getByRole('link', { name: /Official scholarship page/ })).toHaveAttribute('href', s.official_url);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(ld['@type']).toBe('MonetaryGrant');
  expect(ld.funder).toEqual({ '@type': 'Organization', name: s.provider });
  // Framework-free: no island on the page.
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const row of rows) expect(sitemap).toContain(`/scholarships/${row.slug}</loc>`);
});

test('a programme page lists the scholarships it qualifies for, nationality limits spelled out', async ({ page }) => {
  const [rows, universities, programs] = await Promise.all([
    seeded(),
    must(service.from('universities_data').select('id, slug, country_code')),
    must(service.from('programs').select('id, slug, university_id, level, field_code').order('id')),
  ]);
  const byId = new Map(universities.map((u) => [u.id, u]));
  const matches = programs.map((p) => {
    const university = byId.get(p.university_id);
    const facts = { ...p, country_code: university?.country_code ?? null };
    return { p, university, eligible: rows.filter((s) => isEligible(s, candidateFor(facts))) };
  });
  // A programme with a nationality-limited scholarship, else the one with the most.
  const chosen =
    matches.find((m) => m.eligible.some((s) => s.nationalities !== null)) ??
    [...matches].sort((a, b) => b.eligible.length - a.eligible.length)[0];
  expect(chosen?.eligible.length, 'some seeded programme qualifies for a scholarship').toBeGreaterThan(0);
  if (!chosen?.university) throw new Error('the programme has a university');
  await page.goto(`/programs/${chosen.university.slug}/${chosen.p.slug}`);
  const section = page.locator('[data-program-scholarships]');
  await expect(section.getByRole('heading', { name: 'Scholarships for this program' })).toBeVisible();
  await expect(section.locator('li')).toHaveCount(chosen.eligible.length);
  for (const s of chosen.eligible) {
    const item = section.locator(`[data-scholarship="${s.slug}"]`);
    await expect(item.getByRole('link', { name: s.name })).toHaveAttribute('href', `/scholarships/${s.slug}`);
    await expect(item.locator('[data-nationality]')).toHaveText(nationalityWords(s, '.'));
  }
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results come first; the filters open in a sheet', async ({ page }) => {
    await page.goto('/scholarships');
    await hydrated(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeVisible();
    await expect(page.getByLabel('Level')).toBeHidden();
    await expect(cards(page).first()).toBeInViewport();
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Level').selectOption(MASTERS);
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: /^Show \d+ scholarships?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters \(\d\)$/ })).toBeFocused();
  });
});
