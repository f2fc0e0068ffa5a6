// The consultation journey of issue 32 end to end, with the real parts: a visitor in India with a
// shortlist in this browser books a free consultation on /book on India's clock WITHOUT sharing it;
// the confirmation arrives in the local inbox (times in IST, an .ics invitation attached); the visitor
// moves the booking through the mail's manage link; the counsellor it went to signs in to the console
// and finds the moved booking in the calendar and in the case file, with the shortlist "not shared";
// the visitor books again, this time sharing, and the shortlist shows in the case file; the counsellor
// moves the student on the stage board and the case file's history shows the move.
//
// It needs both apps: run it without E2E_PROJECT (`pnpm --filter @app/e2e test:main
// consultation-journey.spec.ts`), which builds and serves the site and the console.
import { bookingTexts } from '@app/shared/booking-messages';
import { formatAdminDateTime } from '@app/shared/format';
import { DEMO_COUNSELLORS } from '@app/shared/local-backend';
import { formatSlot } from '@app/shared/slot-time';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { address, fillDetails, form, mailOf, openBooking, openManageLink, openSlots, pick } from './booking-support.ts';

const ZONE = 'Asia/Kolkata';
const COUNSELLOR_ZONE = 'Europe/Berlin';
const ADMIN_URL = `http://127.0.0.1:${process.env.ADMIN_PORT ?? 5173}`;
const SHORTLIST_KEY = 'eurostudy.shortlist.v1';
const [ANITA] = DEMO_COUNSELLORS;

test.use({ timezoneId: ZONE });

type Program = { id: number; name: string };

let email = '';
test.afterAll(async () => {
  const rows = await must(service.from('bookings').select('case_id').eq('email', email));
  await must(service.from('bookings').delete().eq('email', email));
  const cases = rows.map((row) => row.case_id).filter((id): id is number => id !== null);
  await must(service.from('student_cases').delete().in('id', cases));
});

/** The stage board needs all eight columns on screen to move by keyboard. */
async function counsellorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ADMIN_URL,
    timezoneId: COUNSELLOR_ZONE,
    viewport: { width: 2200, height: 1000 },
  });
  const page = await context.newPage();
  const up = await page.goto('/admin/login').catch(() => null);
  if (!up?.ok())
    throw new Error(`The console is not served at ${ADMIN_URL}: run this spec without E2E_PROJECT (both apps).`);
  await page.getByLabel('Email').fill(ANITA.email);
  await page.getByLabel('Password').fill(ANITA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return page;
}

/** Weeks (Monday to Sunday, in the counsellor's zone: their slots are office hours, whole days there
 *  and in UTC alike) from this week to the one holding `at`. */
function weeksAhead(at: string): number {
  const monday = (date: Date) => {
    const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.getTime();
  };
  return Math.round((monday(new Date(at)) - monday(new Date())) / (7 * 24 * 3600 * 1000));
}

test('a visitor in India books, moves, then shares; the counsellor sees it all and moves them on', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `Priya Journey ${tag}`;
  email = address('journey-e2e');
  const programs = (await must(service.from('programs').select('id, name').order('id').limit(2))) as Program[];
  expect(programs).toHaveLength(2);

  // A shortlist kept in this browser, as /programs' "Save" leaves it.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SHORTLIST_KEY,
    JSON.stringify({ ids: programs.map((p) => p.id), removed: [], synced: [], owner: null }),
  ] as const);

  // ── Booking in IST, not sharing ──────────────────────────────────────────────────────────────
  // Hindi: Anita's times. Slots early in the three weeks, away from booking.spec.ts's.
  const first = (await openSlots('Hindi')).at(6 + Math.floor(Math.random() * 10));
  if (!first) throw new Error('no open Hindi slots');
  expect(first.counsellor_name).toBe(ANITA.fullName);
  await openBooking(page);
  await form(page).getByLabel('Language for the call').selectOption('Hindi');
  await expect(form(page).getByLabel('Show times in')).toHaveValue(ZONE);
  await pick(form(page), first, ZONE);
  const firstWhen = formatSlot(first.starts_at, ZONE);
  expect(firstWhen).toMatch(/ IST$/);
  await fillDetails(page, email, name);
  await expect(form(page).getByText('Your shortlist: 2 programmes')).toBeVisible();
  const consent = form(page).getByLabel(bookingTexts.consent);
  await expect(consent).not.toBeChecked();
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('region', { name: "You're booked" }).getByRole('status')).toHaveText(
    bookingTexts.booked(firstWhen, ANITA.fullName),
  );

  // ── The confirmation: IST in the mail, the invitation attached ───────────────────────────────
  const confirmed = await mailOf(email, 'booking_confirmed');
  const start = new Date(first.starts_at);
  const ist = (fields: Intl.DateTimeFormatOptions, at = start) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, ...fields }).format(at);
  const clock = (at: Date) => ist({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, at);
  const istLine = `${ist({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${clock(start)}–${clock(
    new Date(start.getTime() + 30 * 60_000),
  )} India time (IST)`;
  expect(confirmed.text).toContain(istLine);
  expect(confirmed.html).toContain(istLine);
  const ics = confirmed.attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(ics?.content_type).toMatch(/^text\/calendar/);
  const invitation = Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
  expect(invitation).toContain('METHOD:REQUEST');
  expect(invitation).toContain(`DTSTART:${start.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);

  // ── Moving it through the manage link ────────────────────────────────────────────────────────
  await openManageLink(page, confirmed.action_link);
  await expect(page.getByRole('definition').first()).toHaveText(firstWhen);
  await page.getByRole('button', { name: 'Move to another time' }).click();
  const picker = page.getByRole('region', { name: 'Choose a new time' });
  await expect(picker.getByLabel('Language for the call')).toHaveValue('Hindi');
  const open = await openSlots('Hindi');
  const moved = open.at(open.findIndex((s) => s.starts_at > first.starts_at) + 3);
  if (!moved) throw new Error('no later open Hindi slot');
  await pick(picker, moved, ZONE);
  const movedWhen = formatSlot(moved.starts_at, ZONE);
  await picker.getByRole('button', { name: `Move to ${movedWhen}` }).click();
  await expect(page.getByRole('status')).toHaveText(bookingTexts.moved(movedWhen, moved.counsellor_name));
  const movedMail = await mailOf(email, 'booking_moved');
  expect(movedMail.action_link).not.toBe(confirmed.action_link);
  expect(movedMail.text).toContain(`${clock(new Date(moved.starts_at))}–`);

  // ── The counsellor: calendar and case file, the shortlist not shared ─────────────────────────
  const [booking] = await must(service.from('bookings').select('id, case_id, starts_at').eq('email', email));
  const caseId = booking?.case_id as number;
  expect(Date.parse(booking?.starts_at ?? '')).toBe(Date.parse(moved.starts_at));
  const staff = await counsellorPage(browser);
  await staff.goto('/admin/calendar');
  await staff.getByRole('button', { name: 'List' }).click();
  await expect(staff.getByRole('heading', { level: 2 })).toBeVisible();
  for (let week = weeksAhead(moved.starts_at); week > 0; week--) {
    const title = await staff.getByRole('heading', { level: 2 }).textContent();
    await staff.getByRole('button', { name: /^Next/ }).click();
    await expect(staff.getByRole('heading', { level: 2 })).not.toHaveText(title ?? '');
  }
  const event = staff.getByRole('link', { name: new RegExp(name) });
  await expect(event).toHaveCount(1);
  await event.click();
  await expect(staff).toHaveURL(new RegExp(`/admin/cases/${caseId}/show$`));
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
  const consultations = staff.getByRole('region', { name: 'Consultations' });
  await expect(
    consultations.getByText(formatAdminDateTime(moved.starts_at, '', { timeZone: COUNSELLOR_ZONE }), { exact: true }),
  ).toBeVisible();
  await expect(
    consultations.getByText(formatAdminDateTime(first.starts_at, '', { timeZone: COUNSELLOR_ZONE }), { exact: true }),
  ).toHaveCount(0);
  const shared = staff.getByRole('region', { name: 'Shortlist and plans' });
  await expect(shared.getByText('Not shared by the student')).toHaveCount(2);
  for (const program of programs) await expect(shared.getByText(program.name)).toHaveCount(0);

  // ── The same visitor books again, sharing this time ──────────────────────────────────────────
  const again = (await openSlots('Hindi')).at(4);
  if (!again) throw new Error('no open Hindi slot');
  await openBooking(page);
  await form(page).getByLabel('Language for the call').selectOption('Hindi');
  await pick(form(page), again, ZONE);
  await fillDetails(page, email, name);
  await form(page).getByLabel(bookingTexts.consent).check();
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('region', { name: "You're booked" }).getByRole('status')).toHaveText(
    bookingTexts.booked(formatSlot(again.starts_at, ZONE), again.counsellor_name),
  );
  await staff.reload();
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const program of programs) await expect(shared.getByRole('link', { name: program.name })).toBeVisible();

  // ── The stage board moves the student; the history shows it ──────────────────────────────────
  await staff.goto('/admin/board');
  const handle = staff.getByTestId('stage-consultation_booked').getByRole('button', { name: `Move ${name}` });
  await expect(handle).toBeVisible();
  await handle.focus();
  await staff.keyboard.press('Space');
  await staff.keyboard.press('ArrowRight');
  await staff.keyboard.press('Space');
  await expect(staff.getByTestId('stage-consulted').getByRole('button', { name: `Move ${name}` })).toBeVisible();
  await expect
    .poll(async () => (await must(service.from('student_cases').select('stage').eq('id', caseId)))[0]?.stage)
    .toBe('consulted');
  await staff
    .getByTestId(`card-${caseId}`)
    .getByRole('link', { name: /Open case file/ })
    .click();
  await expect(staff.getByTestId('case-history')).toContainText('Stage: Consultation booked → Consulted');
});
