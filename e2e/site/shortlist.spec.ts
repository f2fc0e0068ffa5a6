// The shortlist without a login wall: saved in the browser, kept across reloads, merged into the
// account on sign-in and shown on a second device, shared read-only, compared, its deadlines downloaded
// as a calendar file, and first-year estimates that compare like with like.
import { readFileSync } from 'node:fs';
import type { MoneyFigure } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { cityOf, estimateText, expectedPlan, LINE_NAMES, places, tuitionShown } from './first-year.ts';
import { hydrated, login } from './support.ts';

type Seeded = { id: number; name: string; path: string; deadline: string };

/**
 * Three seeded programs whose next deadline is known and still to come, names and deadlines all
 * different, latest deadline first (so the shortlist must reorder them).
 */
async function threePrograms(): Promise<Seeded[]> {
  const today = new Date().toISOString().slice(0, 10);
  const all = (
    await must(
      service
        .from('programs')
        .select('id,name,slug,deadline,university:universities_data(slug)')
        .eq('deadline->>state', 'known')
        .order('id'),
    )
  )
    .map((r) => ({ ...r, date: (r.deadline as { date: string }).date }))
    .filter((r) => r.date > today)
    .sort((a, b) => b.date.localeCompare(a.date));
  const rows = all
    .filter((r, i) => all.findIndex((o) => o.name === r.name) === i && all.findIndex((o) => o.date === r.date) === i)
    .slice(0, 3);
  expect(rows, 'three seeded programmes with different deadlines to come').toHaveLength(3);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    path: `/programs/${r.university?.slug}/${r.slug}`,
    deadline: r.date,
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
    await page.goto('/shortlist');
    await expect(page.getByText('sign in to keep it on every device')).toBeVisible();
    await expect(page.getByText('Synced with your account')).toBeHidden();
    await login(page, '/shortlist');
    await expect(cards(page)).toHaveText([first.name]);
    await expect(page.getByText('Synced with your account')).toBeVisible();
    await expect(page.getByText('sign in to keep it on every device')).toBeHidden();
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

test('estimates on the shortlist and in compare count the same parts, and say "at least" when one is missing', async ({
  page,
}) => {
  // Every estimate is a year with a room in a shared flat in the programme's city (or its country's
  // official norm where that rent, food and transport are not all checked), worked out here from the
  // stored figures: one programme whose parts are all checked, and one with a part nobody has checked in
  // a city whose shared-flat rent is (so the housing the estimates assume shows in the sum).
  const { cities, countries } = await places();
  const rows = await must(
    service
      .from('programs')
      .select(
        'id,name,slug,level,tuition_non_eu,semester_fees,university:universities_data!inner(slug,city,country_code,tuition_non_eu_bachelor,tuition_non_eu_master)',
      )
      .order('id'),
  );
  const estimates = rows.flatMap((row) => {
    const { university } = row;
    const plan = expectedPlan({
      tuition: tuitionShown(row.tuition_non_eu as MoneyFigure, row.level, university),
      fees: row.semester_fees as MoneyFigure,
      city: cityOf(cities, university.country_code, university.city),
      country: countries.find((c) => c.code === university.country_code) ?? null,
      housing: 'shared',
      months: 12,
    });
    return plan ? [{ ...row, path: `/programs/${university.slug}/${row.slug}`, plan }] : [];
  });
  const complete = estimates.find((e) => e.plan.complete);
  const partial = estimates.find(
    (e) => !e.plan.complete && e.plan.living === 'city' && e.plan.lines.some((line) => line.key === 'housing'),
  );
  if (!complete || !partial) throw new Error('the seed has programmes with every part checked and with a part missing');

  for (const program of [complete, partial]) await save(page, { ...program, deadline: '' });
  await page.goto('/shortlist');
  const estimateOf = (program: typeof complete) =>
    page
      .locator('li.card')
      .filter({ has: page.locator(`a[href="${program.path}"]`) })
      .locator('[data-first-year-estimate]');
  for (const program of [complete, partial]) {
    const estimate = estimateOf(program);
    await expect(estimate).toContainText(estimateText(program.plan, 'INR'));
    await expect(estimate).toContainText(
      program.plan.living === 'norm' ? "Living costs: the country's official norm" : 'With a room in a shared flat',
    );
  }
  await expect(estimateOf(complete)).not.toContainText(/at least|not counted/i);
  // What the smaller-looking estimate leaves out is named, so it never passes for the cheaper one.
  await expect(estimateOf(partial)).toContainText('Not counted yet:');
  for (const key of partial.plan.gaps) await expect(estimateOf(partial)).toContainText(LINE_NAMES[key].toLowerCase());

  await page.goto(`/compare?ids=${complete.id},${partial.id}`);
  const cells = page.getByRole('row', { name: /First year \(estimate\)/ }).getByRole('cell');
  await expect(cells).toHaveCount(2);
  await expect(cells.nth(0)).toContainText(estimateText(complete.plan, 'INR'));
  await expect(cells.nth(0)).not.toContainText(/at least/i);
  await expect(cells.nth(1)).toContainText(estimateText(partial.plan, 'INR'));
  await expect(cells.nth(1)).toContainText('Not counted yet:');
});
