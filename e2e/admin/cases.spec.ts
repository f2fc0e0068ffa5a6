// Counsellors in the console (issue 32): a counsellor gets the student work only (cases, stage board,
// calendar, their profile) and sees the cases assigned to them, not another counsellor's; the case file
// takes internal notes and tasks; the stage board moves a student (by keyboard, as its library allows
// with a mouse too) and the case file's history shows the move; the calendar shows a booking and opens
// its case file; an admin sees everyone. Each test makes its own cases (a unique tag in the name) and
// removes them.
import type { Page } from '@playwright/test';
import { must, newAccount, service } from '../service.ts';
import { axeViolations } from '../site/support.ts';
import { ADMIN, ANITA, expect, rest, SAGAR, seedSession, signIn, test, uniqueTag } from './fixtures.ts';

type Case = { id: number; name: string; email: string };

async function newCase(tag: string, who: string, counsellorId: string, stage = 'new'): Promise<Case> {
  return must(
    service
      .from('student_cases')
      .insert({
        name: `E2E ${who} ${tag}`,
        email: `e2e-${who.toLowerCase()}-${tag}@example.com`,
        home_country: 'India',
        counsellor_id: counsellorId,
        stage: stage as 'new',
      })
      .select('id, name, email')
      .single(),
  );
}

async function removeCases(...cases: Case[]) {
  const ids = cases.map((c) => c.id);
  await must(service.from('bookings').delete().in('case_id', ids));
  await must(service.from('student_cases').delete().in('id', ids));
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** WCAG A/AA clean, the app bar's user menu included (its name holds the user's name it shows). */
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Weeks (Monday to Sunday, UTC, as the browser here runs) from this week to the one holding `at`. */
function weeksAhead(at: string): number {
  const monday = (date: Date) => {
    const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.getTime();
  };
  return Math.round((monday(new Date(at)) - monday(new Date())) / (7 * 24 * 3600 * 1000));
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('a counsellor gets the student work only, and the server refuses them content', async ({ page }) => {
  const { token } = await seedSession(page, ANITA.email, ANITA.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Cases',
    'Stage board',
    'Calendar',
    'Counsellors',
  ]);
  // The funnel is staff's; the figure tiles (content, revenue) are not shown to a counsellor.
  await expect(page.getByRole('heading', { name: 'Consultation funnel' })).toBeVisible();
  await expect(page.getByTestId('revenue-this-month')).toHaveCount(0);
  await expectAxeClean(page);
  // A content screen is not a route of theirs, and the database refuses their writes anyway.
  await page.goto('/admin/universities');
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  const write = await rest('universities_data', { method: 'POST', body: { university_name: 'E2E denied' }, token });
  expect(write.status).toBe(403);
  expect((await rest('rpc/staff_role', { method: 'POST', body: {}, token })).body).toBe('counsellor');
});

test('a counsellor sees their cases, not another counsellor’s; an admin sees both', async ({ page, browser }) => {
  const tag = uniqueTag();
  const anita = await signIn(ANITA.email, ANITA.password);
  const sagar = await signIn(SAGAR.email, SAGAR.password);
  const mine = await newCase(tag, 'Mine', anita.user.id);
  const theirs = await newCase(tag, 'Theirs', sagar.user.id);
  try {
    await seedSession(page, ANITA.email, ANITA.password);
    await page.goto(`/admin/cases?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    const main = page.locator('#main-content');
    await expect(main.getByRole('link', { name: mine.name })).toBeVisible();
    await expect(main.getByText(theirs.name)).toHaveCount(0);
    // Nor can the other counsellor's case file be opened by address.
    await page.goto(`/admin/cases/${theirs.id}/show`);
    await expect(page.getByText(/could not be opened/)).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await seedSession(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/cases?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(admin.locator('#main-content').getByRole('link', { name: mine.name })).toBeVisible();
    await expect(admin.locator('#main-content').getByRole('link', { name: theirs.name })).toBeVisible();
    await adminContext.close();
  } finally {
    await removeCases(mine, theirs);
  }
});

test('the case file takes internal notes and tasks', async ({ page }) => {
  const tag = uniqueTag();
  const anita = await signIn(ANITA.email, ANITA.password);
  const mine = await newCase(tag, 'Notes', anita.user.id);
  try {
    await seedSession(page, ANITA.email, ANITA.password);
    await page.goto(`/admin/cases/${mine.id}/show`);
    await expect(page.getByRole('heading', { level: 1, name: mine.name })).toBeVisible();
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText('Internal: never shown to the student.')).toBeVisible();
    await notes.getByLabel('New note').fill(`Wants a Master's in Germany ${tag}`);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText(`Wants a Master's in Germany ${tag}`)).toBeVisible();
    // The author edits their own note.
    await notes.getByRole('button', { name: 'Edit note' }).click();
    await notes.getByLabel('Edit note').fill(`Wants a Master's in the Netherlands ${tag}`);
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect(notes.getByText(`Wants a Master's in the Netherlands ${tag}`)).toBeVisible();

    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByLabel('New task').fill(`Send the APS checklist ${tag}`);
    await tasks.getByLabel('Due on').fill('2027-01-15');
    await tasks.getByRole('button', { name: 'Add task' }).click();
    const task = tasks.getByRole('checkbox', { name: `Send the APS checklist ${tag}` });
    await expect(task).not.toBeChecked();
    await task.click();
    await expect(task).toBeChecked();
    await expect
      .poll(async () => (await must(service.from('case_tasks').select('done, due_on').eq('case_id', mine.id)))[0])
      .toEqual({ done: true, due_on: '2027-01-15' });
    const stored = await must(service.from('case_notes').select('body, author_id').eq('case_id', mine.id));
    expect(stored).toEqual([{ body: `Wants a Master's in the Netherlands ${tag}`, author_id: anita.user.id }]);
    // Without consent, the shortlist and plans say so.
    await expect(
      page.getByRole('region', { name: 'Shortlist and plans' }).getByText('Not shared by the student'),
    ).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Applications' }).getByText('Not shared by the student'),
    ).toBeVisible();
    await expectAxeClean(page);
  } finally {
    await removeCases(mine);
  }
});

test('with consent the case file shows the student’s applications; the counsellor adds a step and a comment', async ({
  page,
}) => {
  const tag = uniqueTag();
  const anita = await signIn(ANITA.email, ANITA.password);
  const student = await newAccount(`e2e-applicant-${tag}@example.com`, `E2E Applicant ${tag}`);
  const mine = await must(
    service
      .from('student_cases')
      .insert({
        name: `E2E Applicant ${tag}`,
        email: student.email,
        home_country: 'India',
        counsellor_id: anita.user.id,
      })
      .select('id, name, email')
      .single(),
  );
  try {
    // The student's application and checklist, as /applications would have made them.
    const program = await must(service.from('programs').select('id, name').order('id').limit(1).single());
    const application = await must(
      service
        .from('applications')
        .insert({ user_id: student.id, program_id: program.id, portal: 'uni-assist', deadline: '2027-01-15' })
        .select('id')
        .single(),
    );
    await must(
      service.from('application_steps').insert([
        {
          application_id: application.id,
          source: 'home',
          position: 1,
          title: 'APS certificate',
          official_url: 'https://www.aps-india.de/',
          due_on: '2026-11-01',
          added_by: student.id,
        },
        {
          application_id: application.id,
          source: 'programme',
          position: 2,
          title: 'IELTS 6.5',
          done_at: new Date().toISOString(),
          added_by: student.id,
        },
      ]),
    );
    await must(service.from('sharing_consents').insert({ user_id: student.id, share_with_counsellors: true }));

    await seedSession(page, ANITA.email, ANITA.password);
    await page.goto(`/admin/cases/${mine.id}/show`);
    const applications = page.getByRole('region', { name: 'Applications' });
    const card = applications.getByTestId(`application-${application.id}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toContainText(program.name);
    await expect(card.getByText('Preparing')).toBeVisible();
    await expect(card.getByText(/Deadline 15 Jan 2027 · via uni-assist/)).toBeVisible();
    await expect(card.getByText('1 of 2 steps done')).toBeVisible();
    await expect(card.getByRole('link', { name: 'APS certificate' })).toHaveAttribute(
      'href',
      'https://www.aps-india.de/',
    );

    await card.getByLabel('New step').fill(`Book the visa appointment ${tag}`);
    await card.getByLabel('Step due on').fill('2026-12-01');
    await card.getByRole('button', { name: 'Add step' }).click();
    await expect(card.getByText(`Book the visa appointment ${tag}`)).toBeVisible();
    await expect(card.getByText('1 of 3 steps done')).toBeVisible();
    const steps = await must(
      service
        .from('application_steps')
        .select('source, added_by, due_on')
        .eq('title', `Book the visa appointment ${tag}`),
    );
    expect(steps).toEqual([{ source: 'counsellor', added_by: anita.user.id, due_on: '2026-12-01' }]);

    await card.getByLabel('Comment for the student').fill(`Start the APS now ${tag}`);
    await card.getByRole('button', { name: 'Add comment' }).click();
    await expect(card.getByText(`Start the APS now ${tag}`)).toBeVisible();
    await expect(card.getByText(new RegExp(`^${ANITA.fullName} · `))).toBeVisible();
    expect(
      await must(service.from('application_comments').select('author_id').eq('application_id', application.id)),
    ).toEqual([{ author_id: anita.user.id }]);
    await expectAxeClean(page);
  } finally {
    await removeCases(mine);
    await service.auth.admin.deleteUser(student.id);
  }
});

test.describe('the stage board', () => {
  // A laptop's width: the eight columns do not all fit, so moving a card by keyboard to Closed scrolls
  // the board sideways to reach it.
  test.use({ viewport: { width: 1280, height: 900 } });

  test('moves a student, and the case file’s history shows the move', async ({ page }) => {
    const tag = uniqueTag();
    const anita = await signIn(ANITA.email, ANITA.password);
    const mine = await newCase(tag, 'Board', anita.user.id);
    try {
      await seedSession(page, ANITA.email, ANITA.password);
      await page.goto('/admin/board');
      const handle = page.getByRole('button', { name: `Move ${mine.name}` });
      await expect(page.getByTestId('stage-new').getByRole('button', { name: `Move ${mine.name}` })).toBeVisible();
      await expectAxeClean(page);
      // By keyboard: lift, one column to the right, drop.
      await handle.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect(
        page.getByTestId('stage-consultation_booked').getByRole('button', { name: `Move ${mine.name}` }),
      ).toBeVisible();
      await expect
        .poll(async () => (await must(service.from('student_cases').select('stage').eq('id', mine.id)))[0]?.stage)
        .toBe('consultation_booked');

      // Closing asks why; cancelling puts the card back.
      const card = page.getByTestId(`card-${mine.id}`);
      await card.getByRole('button', { name: `Move ${mine.name}` }).focus();
      for (const key of [
        'Space',
        'ArrowRight',
        'ArrowRight',
        'ArrowRight',
        'ArrowRight',
        'ArrowRight',
        'ArrowRight',
        'Space',
      ]) {
        await page.keyboard.press(key);
        // Each keyboard move animates; the next one starts from where it ended.
        await page.waitForTimeout(250);
      }
      const dialog = page.getByRole('dialog', { name: `Close ${mine.name}'s case` });
      await dialog.getByLabel('Reason for closing').fill('Chose another agency');
      await dialog.getByRole('button', { name: 'Close case' }).click();
      await expect(page.getByTestId('stage-closed').getByRole('button', { name: `Move ${mine.name}` })).toBeVisible();
      await expect
        .poll(
          async () => (await must(service.from('student_cases').select('stage, closed_reason').eq('id', mine.id)))[0],
        )
        .toEqual({ stage: 'closed', closed_reason: 'Chose another agency' });

      await page
        .getByTestId(`card-${mine.id}`)
        .getByRole('link', { name: /Open case file/ })
        .click();
      const history = page.getByTestId('case-history');
      await expect(history).toContainText('Stage: New → Consultation booked');
      await expect(history).toContainText('Stage: Consultation booked → Closed');
      await expect(page.getByTestId('closed-reason')).toHaveText('Closed because: Chose another agency');
    } finally {
      await removeCases(mine);
    }
  });
});

test('the calendar shows a booking and opens its case file', async ({ page }) => {
  const tag = uniqueTag();
  const anita = await signIn(ANITA.email, ANITA.password);
  const mine = await newCase(tag, 'Calendar', anita.user.id);
  try {
    // A free slot of Anita's in the coming days, booked as the site would (through the service client).
    const slots = await must(service.rpc('open_slots'));
    const free = slots.filter((slot) => slot.counsellor_id === anita.user.id);
    let booked: string | null = null;
    for (const slot of free.slice(Math.floor(Math.random() * 10))) {
      const { error } = await service.from('bookings').insert({
        counsellor_id: anita.user.id,
        starts_at: slot.starts_at,
        name: mine.name,
        email: mine.email,
        home_country: 'India',
        language: 'Hindi',
      });
      if (!error) {
        booked = slot.starts_at;
        break;
      }
    }
    expect(booked).not.toBeNull();

    await seedSession(page, ANITA.email, ANITA.password);
    await page.goto('/admin/calendar');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    // Forward to the week that holds it (up to three weeks ahead).
    for (let week = weeksAhead(booked as string); week > 0; week--) {
      const title = await page.getByRole('heading', { level: 2 }).textContent();
      await page.getByRole('button', { name: /^Next/ }).click();
      await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(title ?? '');
    }
    const event = page.getByRole('link', { name: new RegExp(mine.name) });
    await expect(event).toBeVisible();
    await expectAxeClean(page);
    await event.click();
    await expect(page).toHaveURL(new RegExp(`/admin/cases/${mine.id}/show$`));
    await expect(
      page.getByRole('region', { name: 'Consultations' }).getByText('With Anita Verma in Hindi'),
    ).toBeVisible();
  } finally {
    await removeCases(mine);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard, case file, board and calendar fit the screen; the board scrolls sideways and moves by keyboard', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const anita = await signIn(ANITA.email, ANITA.password);
    const mine = await newCase(tag, 'Phone', anita.user.id);
    // A card in a column on the way: the keyboard moves only into a column whose cards are wholly in view.
    const onTheWay = await newCase(tag, 'Consulted', anita.user.id, 'consulted');
    try {
      await seedSession(page, ANITA.email, ANITA.password);
      // The dashboard's funnel, with this week's new case in it, scrolls inside its own box.
      await page.goto('/admin');
      await expect(page.getByRole('region', { name: 'Per week' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto(`/admin/cases/${mine.id}/show`);
      await expect(page.getByRole('heading', { level: 1, name: mine.name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto('/admin/board');
      const handle = page.getByTestId('stage-new').getByRole('button', { name: `Move ${mine.name}` });
      await expect(handle).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The stages side by side at their own width, the board scrolling sideways as a kanban does.
      const stages = page.getByRole('region', { name: 'Stages' });
      const boxes = await Promise.all(
        ['new', 'consultation_booked'].map((stage) => page.getByTestId(`stage-${stage}`).boundingBox()),
      );
      expect(boxes[0]?.width).toBe(boxes[1]?.width);
      expect(boxes[1]?.y).toBe(boxes[0]?.y);
      expect(await stages.evaluate((board) => board.scrollWidth > board.clientWidth)).toBe(true);
      // By keyboard to Admitted, four stages along, out of view when the move starts, through Consulted.
      await handle.focus();
      for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(250);
      }
      const moved = page.getByTestId('stage-admitted').getByRole('button', { name: `Move ${mine.name}` });
      await expect(moved).toBeInViewport();
      await expect
        .poll(async () => (await must(service.from('student_cases').select('stage').eq('id', mine.id)))[0]?.stage)
        .toBe('admitted');
      await expectNoSidewaysScroll(page);
      await page.goto('/admin/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Consultation calendar' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto('/admin/counsellors');
      await expect(page.getByText('Anita Verma').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    } finally {
      await removeCases(mine, onTheWay);
    }
  });
});
