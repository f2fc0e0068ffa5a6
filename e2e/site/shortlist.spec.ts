// The shortlist without a login wall: saved in the browser, kept across reloads, merged into the
// account on sign-in and shown on a second device, shared read-only, compared, and its deadlines
// downloaded as a calendar file.
import { readFileSync } from 'node:fs';
import { formatCalendarDate, formatRange, formatWhole } from '@app/shared/format';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { hydrated, login } from './support.ts';

type Seeded = { id: number; name: string; path: string; deadline: string };

/**
 * Three seeded programs with deadlines, names and deadlines all different, latest deadline first (so
 * the shortlist must reorder them).
 */
async function threePrograms(): Promise<Seeded[]> {
  const all = await must(
    service
      .from('programs')
      .select('id,name,slug,application_deadline,university:universities_data(slug)')
      .not('application_deadline', 'is', null)
      .order('application_deadline', { ascending: false })
      .order('id'),
  );
  const rows = all
    .filter(
      (r, i) =>
        all.findIndex((o) => o.name === r.name) === i &&
        all.findIndex((o) => o.application_deadline === r.application_deadline) === i,
    )
    .slice(0, 3);
  expect(rows).toHaveLength(3);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    path: `/programs/${r.university?.slug}/${r.slug}`,
    deadline: r.application_deadline as string,
  }));
}

async function save(page: Page, program: Seeded) {
  await page.goto(program.path);
  const button = page.getByRole('button', { name: /Save to shortlist/ });
  await button.click();
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
}

const cards = (page: Page) => page.locator('li.card h2');

test('a visitor’s shortlist survives reload, orders deadlines, shares read-only, compares and exports', async ({
  page,
  browser,
}) => {
  const programs = await threePrograms();
  for (const program of programs) await save(page, program);
  await page.goto('/shortlist');
  await page.reload();
  const soonestFirst = [...programs].sort((a, b) => a.deadline.localeCompare(b.deadline));
  await expect(cards(page)).toHaveText(soonestFirst.map((p) => p.name));
  await expect(page.locator('li.card').first()).toContainText(formatCalendarDate(soonestFirst[0]?.deadline) ?? '');

  // The calendar file holds one event per deadline, on its day, with a two-week reminder.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add deadlines to my calendar' }).click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8');
  for (const program of programs) expect(ics).toContain(`DTSTART;VALUE=DATE:${program.deadline.replaceAll('-', '')}`);
  expect(ics.match(/TRIGGER:-P2W/g)).toHaveLength(3);

  // Compare all three.
  for (const program of programs) await page.getByRole('checkbox', { name: `Compare ${program.name}` }).check();
  await page.getByRole('link', { name: 'Compare selected (3)' }).click();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(programs.map((p) => p.name));
  await expect(page.getByRole('row', { name: /Next deadline/ })).toContainText(
    formatCalendarDate(programs[0]?.deadline) ?? '',
  );

  // Remove one; a share link opens the rest read-only for someone else.
  await page.goto('/shortlist');
  await page.getByRole('button', { name: `Remove ${soonestFirst[0]?.name}` }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(
    `/shortlist?ids=${soonestFirst
      .slice(1)
      .map((p) => p.id)
      .join(',')}`,
  );
  await expect(cards(friend)).toHaveText(soonestFirst.slice(1).map((p) => p.name));
  await expect(friend.getByText('A shared list, read-only.')).toBeVisible();
  await expect(friend.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await other.close();
});

test('signing in merges the browser’s list into the account, without duplicates, for a second device', async ({
  page,
  browser,
}) => {
  const [first, second] = await threePrograms();
  if (!first || !second) throw new Error('seeded programs with deadlines');
  const cleanUp = () => must(service.from('shortlisted_programs').delete().in('program_id', [first.id, second.id]));
  await cleanUp();
  try {
    await save(page, first);
    await login(page, '/shortlist');
    await expect(cards(page)).toHaveText([first.name]);
    await save(page, second);
    await page.goto('/shortlist');
    await expect(cards(page)).toHaveCount(2);
    await page.reload();
    await hydrated(page);
    const rows = await must(
      service.from('shortlisted_programs').select('program_id').in('program_id', [first.id, second.id]),
    );
    expect(rows.map((r) => r.program_id).sort()).toEqual([first.id, second.id].sort());

    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await login(other, '/shortlist');
    await expect(cards(other)).toHaveCount(2);
    await laptop.close();
  } finally {
    await cleanUp();
  }
});

test('shortlisted programmes show their first-year estimate, on the shortlist and in compare', async ({ page }) => {
  // Utrecht University's programmes: a room in a shared flat is €500–€800 a month there (its housing
  // budget page); Utrecht gives no other monthly figure and the Netherlands no published visa fee. A fee
  // the university does not publish is left out of the estimate, and the estimate says so.
  const rows = await must(
    service
      .from('programs')
      .select(
        'id,name,slug,tuition_non_eu_cents,semester_fees_cents,fee_currency,university:universities_data!inner(slug,university_name)',
      )
      .eq('university.university_name', 'Utrecht University')
      .eq('fee_currency', 'EUR')
      .order('id'),
  );
  const [first, second] = rows;
  if (!first || !second) throw new Error('the seed has two Utrecht programmes');
  const rupees = (row: typeof first) => {
    const fixed = (row.tuition_non_eu_cents ?? 0) + (row.semester_fees_cents ?? 0);
    // 12 × €500–€800 = €6,000–€9,600, at 100 rupees to the euro (the suite's test rate).
    // Euro cents × 100 rupees per euro / 100 cents per euro: the rupee figure is the cent figure.
    return formatRange(formatWhole(fixed + 600_000, 'INR'), formatWhole(fixed + 960_000, 'INR'));
  };
  for (const row of [first, second]) {
    await save(page, {
      id: row.id,
      name: row.name,
      path: `/programs/${row.university?.slug}/${row.slug}`,
      deadline: '',
    });
  }
  await page.goto('/shortlist');
  const card = page.locator('li.card').filter({ hasText: first.name });
  await expect(card).toContainText('First year (estimate)');
  await expect(card).toContainText(rupees(first));
  await expect(card).toContainText('with a room in a shared flat');
  await expect(card).toContainText(/Without .*food.*\(not published\)/);

  await page.goto(`/compare?ids=${first.id},${second.id}`);
  const estimates = page.getByRole('row', { name: /First year \(estimate\)/ });
  await expect(estimates).toContainText(rupees(first));
  await expect(estimates).toContainText(rupees(second));
});
