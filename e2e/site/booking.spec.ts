// Booking a free consultation on /book (issue 32; docs/product.md "Booking a consultation"): a visitor
// in India sees the open slots on India's clock, books one with their plan and a programme attached
// (with consent), and reads the confirmation line; a slot another client takes meanwhile is refused by
// the database (409) with the form kept; missing details are named per field; the phone layout and
// axe are clean. The manage link from the confirmation mail (the real `manage-booking` function and the
// local inbox) shows, moves, cancels and erases the booking, and refuses spent and forged links.
import { bookingTexts } from '@app/shared/booking-messages';
import { bookingMessages } from '@app/shared/entities/booking';
import { DEMO_COUNSELLORS } from '@app/shared/local-backend';
import { formatSlot } from '@app/shared/slot-time';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import {
  address,
  bookDirect,
  fillDetails,
  form,
  mailOf,
  openBooking,
  openManageLink,
  openSlots,
  pick as pickIn,
  type Slot,
  slotShown,
} from './booking-support.ts';
import { axeViolations, hydrated, login, PROGRAM_PAGE, STUDENT } from './support.ts';

const ZONE = 'Asia/Kolkata';
test.use({ timezoneId: ZONE });

// One after another (they share the open slots), each booking its own slot counted from the end of
// the list (the first ones stay free for the tests that only pick).
test.describe.configure({ mode: 'default' });
const OWN_SLOT = { ist: -1, student: -2, afterTaken: -3 } as const;

/** Picks the slot on /book, as the visitor reads it on India's clock. */
const pick = (page: Page, slot: Slot) => pickIn(form(page), slot, ZONE);

test.afterAll(async () => {
  await must(service.from('bookings').delete().like('email', 'booking-e2e-%'));
});

test('a visitor in India books a slot shown in IST, with their plan and a programme shared', async ({ page }) => {
  const [program] = await must(
    service
      .from('programs')
      .select('id')
      .eq('slug', PROGRAM_PAGE.split('/').at(-1) ?? ''),
  );
  const slot = await slotShown(OWN_SLOT.ist);
  const plan = 'city=1&months=12';
  await openBooking(page, `/book?plan=${encodeURIComponent(plan)}&programs=${program?.id}`);
  await expect(form(page).getByLabel('Show times in')).toHaveValue(ZONE);
  await pick(page, slot);
  const when = formatSlot(slot.starts_at, ZONE);
  expect(when).toMatch(/ IST$/);
  await expect(form(page).getByText(`Your consultation: ${when} with ${slot.counsellor_name}`)).toBeVisible();

  const email = address('booking-e2e-ist');
  await fillDetails(page, email);
  await expect(form(page).getByRole('link', { name: 'first-year plan' })).toHaveAttribute('href', `/plan?${plan}`);
  await form(page).getByLabel(bookingTexts.consent).check();
  await form(page).getByRole('button', { name: 'Book consultation' }).click();

  await expect(page.getByRole('region', { name: "You're booked" }).getByRole('status')).toHaveText(
    bookingTexts.booked(when, slot.counsellor_name),
  );
  const [row] = await must(
    service
      .from('bookings')
      .select(
        'counsellor_id,starts_at,whatsapp,home_country,study_level,budget_band,share_consent,shortlist_program_ids,plan_query,status',
      )
      .eq('email', email),
  );
  expect(row).toMatchObject({
    counsellor_id: slot.counsellor_id,
    whatsapp: '+919876543210',
    home_country: 'India',
    study_level: "Master's",
    budget_band: '10_20_lakh',
    share_consent: true,
    plan_query: plan,
    status: 'booked',
  });
  expect(Date.parse(row?.starts_at ?? '')).toBe(Date.parse(slot.starts_at));
  expect(row?.shortlist_program_ids).toContain(program?.id);
});

test('a slot another client just took: the database refuses it, the times reload, the form stays filled', async ({
  page,
}) => {
  // A time in the middle of the three weeks, and the counsellor /book offers at that time.
  const target = await slotShown(-Math.floor((await openSlots()).length / 2));
  await openBooking(page);
  await pick(page, target);
  const email = address('booking-e2e-taken');
  await fillDetails(page, email);

  await must(
    service.from('bookings').insert({
      counsellor_id: target.counsellor_id,
      starts_at: target.starts_at,
      name: 'Quicker Visitor',
      email: address('booking-e2e-other'),
      home_country: 'Nepal',
    }),
  );
  await form(page).getByRole('button', { name: 'Book consultation' }).click();

  await expect(form(page).getByRole('alert').filter({ hasText: bookingTexts.taken })).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveValue('Priya Sharma');
  await expect(form(page).getByLabel('Email')).toHaveValue(email);
  await expect(form(page).getByLabel('Home country')).toHaveValue('India');
  expect(await must(service.from('bookings').select('id').eq('email', email))).toEqual([]);

  // Picking another time books it.
  const next = await slotShown(OWN_SLOT.afterTaken);
  await pick(page, next);
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('region', { name: "You're booked" }).getByRole('status')).toHaveText(
    bookingTexts.booked(formatSlot(next.starts_at, ZONE), next.counsellor_name),
  );
});

test('missing details are named under their fields, and nothing is sent', async ({ page }) => {
  await openBooking(page);
  let posted = false;
  await page.route('**/rest/v1/bookings*', (route) => {
    posted = true;
    return route.continue();
  });
  await form(page).getByLabel('Email').fill('priya@example');
  await form(page).getByLabel('WhatsApp number (optional)').fill('98765 43210');
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(form(page).getByText(bookingMessages.slot)).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText(bookingMessages.name)).toBeVisible();
  await expect(form(page).getByText(bookingMessages.email)).toBeVisible();
  await expect(form(page).getByText(bookingMessages.whatsapp)).toBeVisible();
  await expect(form(page).getByText(bookingMessages.homeCountry)).toBeVisible();
  await expect(form(page).getByRole('alert').filter({ hasText: bookingTexts.fixFields })).toBeVisible();
  expect(posted).toBe(false);
});

test('a limit the server sets is shown in its own words, and the form stays filled', async ({ page }) => {
  await openBooking(page);
  const slot = (await openSlots())[0] as Slot;
  await pick(page, slot);
  await fillDetails(page, address('booking-e2e-limit'));
  const words =
    'This e-mail address already has two upcoming consultations. Move or cancel one from the link in its e-mail.';
  await page.route('**/rest/v1/bookings*', (route) =>
    route.fulfill({ status: 429, json: { code: 'PT429', message: words, details: null, hint: null } }),
  );
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: words })).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveValue('Priya Sharma');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('fits the screen, works from the keyboard, and axe finds nothing', async ({ page }) => {
    await openBooking(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: the day group, then arrow keys through the times. The second day shown is a whole working
    // day (the first may be today with one time left, late in Europe's afternoon).
    const days = form(page).getByRole('group', { name: 'Day' }).getByRole('radio');
    await days.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeChecked();
    const times = form(page).getByRole('group', { name: /^Time/ }).getByRole('radio');
    await times.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(times.nth(1)).toBeChecked();
    await expect(form(page).getByText(/^Your consultation: /)).toBeVisible();
    await form(page).getByRole('button', { name: 'Book consultation' }).click();
    await expect(form(page).getByText(bookingMessages.name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a signed-in student’s booking shows on /account, where sharing with the counsellor is switched on and off', async ({
  page,
}) => {
  await login(page, '/book');
  await expect(form(page).getByRole('group', { name: /^Time/ })).toBeVisible({ timeout: 15_000 });
  const slot = await slotShown(OWN_SLOT.student);
  await pick(page, slot);
  await fillDetails(page, address('booking-e2e-student'));
  await form(page).getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByRole('region', { name: "You're booked" })).toBeVisible();

  await page.goto('/account');
  await hydrated(page);
  const sees = page.getByRole('region', { name: 'What your counsellor sees' });
  await expect(sees.getByText(formatSlot(slot.starts_at, ZONE))).toBeVisible();
  const { data: users } = await service.auth.admin.listUsers();
  const userId = users.users.find((user) => user.email === STUDENT.email)?.id ?? '';
  const consent = async () =>
    (await must(service.from('sharing_consents').select('share_with_counsellors').eq('user_id', userId)))[0]
      ?.share_with_counsellors;
  const toggle = sees.getByLabel('Let my counsellor see my shortlist and first-year plans');
  await expect(toggle).toBeEnabled();
  await toggle.check();
  await expect.poll(consent).toBe(true);
  await toggle.uncheck();
  await expect.poll(consent).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

// The manage link (/booking#token=…) against the real `manage-booking` Edge Function: each booking is
// made through the service client (booking itself is tested above), its confirmation read from the local
// inbox, and its manage link opened as a visitor in India would, from the mail.
test.describe('the manage link (/booking#token=…)', () => {
  const EXPIRED = 'This link has expired or was already used. Use the link in the newest e-mail we sent you.';
  const [ANITA] = DEMO_COUNSELLORS;
  let anita: { id: string; language: 'Hindi' };
  // Bookings from a third of the way into Anita's free slots: apart from the slots the tests above
  // pick, and from the journey's (consultation-journey.spec.ts), which run beside these.
  let from = 0;

  test.beforeAll(async () => {
    const [row] = await must(service.from('counsellors').select('user_id').eq('display_name', ANITA.fullName));
    anita = { id: row?.user_id ?? '', language: 'Hindi' };
    from = Math.floor((await openSlots('Hindi')).filter((s) => s.counsellor_id === anita.id).length / 3);
  });

  /** A booking of Anita's in Hindi and its confirmation mail. */
  async function booked(prefix: string) {
    const email = address(`booking-e2e-${prefix}`);
    const booking = await bookDirect(email, anita, from + Math.floor(Math.random() * 20));
    const mail = await mailOf(email, 'booking_confirmed');
    return { email, booking, mail };
  }

  const when = (page: Page) => page.getByRole('definition').first();
  const bookingRow = async (id: number) =>
    (await must(service.from('bookings').select('starts_at, counsellor_id, status, case_id').eq('id', id)))[0];

  test('shows the booking on the visitor’s clock; moving it mails a new link and spends the old one', async ({
    page,
  }) => {
    const { email, booking, mail } = await booked('move');
    await openManageLink(page, mail.action_link);
    await expect(when(page)).toHaveText(formatSlot(booking.starts_at, ZONE));
    await expect(page.getByText(ANITA.fullName)).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Move to another time' }).click();
    const picker = page.getByRole('region', { name: 'Choose a new time' });
    // The picker starts on the booking's language; a time further on than the booking's own.
    await expect(picker.getByLabel('Language for the call')).toHaveValue('Hindi');
    const target = (await openSlots('Hindi')).filter((s) => s.counsellor_id === anita.id).at(from + 25) as Slot;
    await pickIn(picker, target, ZONE);
    const newWhen = formatSlot(target.starts_at, ZONE);
    await picker.getByRole('button', { name: `Move to ${newWhen}` }).click();
    await expect(page.getByRole('status')).toHaveText(bookingTexts.moved(newWhen, ANITA.fullName));
    expect(Date.parse((await bookingRow(booking.id))?.starts_at ?? '')).toBe(Date.parse(target.starts_at));

    // The mail with the new time and a new link; the old link is spent.
    const moved = await mailOf(email, 'booking_moved');
    expect(moved.action_link).not.toBe(mail.action_link);
    await openManageLink(page, mail.action_link);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    await openManageLink(page, moved.action_link);
    await expect(when(page)).toHaveText(newWhen);
  });

  test('cancels the booking: the time is free again, a cancellation mail comes, the link is spent', async ({
    page,
  }) => {
    const { email, booking, mail } = await booked('cancel');
    await openManageLink(page, mail.action_link);
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    // Changing one's mind first keeps the booking.
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status')).toHaveText(bookingTexts.cancelled);
    expect((await bookingRow(booking.id))?.status).toBe('cancelled');
    expect(
      (await openSlots('Hindi')).some((s) => s.starts_at === booking.starts_at && s.counsellor_id === anita.id),
    ).toBe(true);
    const cancelled = await mailOf(email, 'booking_cancelled');
    expect(cancelled.subject).toMatch(/is cancelled$/);
    // Its button books another time on /book (the manage page would only ask for a link).
    expect(new URL(cancelled.action_link).pathname).toBe('/book');
    await openManageLink(page, mail.action_link);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  });

  test('cancel and erase deletes the booking and the case it alone made', async ({ page }) => {
    const { booking, mail } = await booked('erase');
    const caseId = (await bookingRow(booking.id))?.case_id;
    expect(caseId).toBeTruthy();
    await openManageLink(page, mail.action_link);
    await page.getByRole('button', { name: 'Cancel and erase my details' }).click();
    await expect(page.getByText('This cancels the consultation and deletes the details you gave us.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel and erase' }).click();
    await expect(page.getByRole('status')).toHaveText(bookingTexts.erased);
    expect(await must(service.from('bookings').select('id').eq('id', booking.id))).toEqual([]);
    expect(
      await must(
        service
          .from('student_cases')
          .select('id')
          .eq('id', caseId ?? 0),
      ),
    ).toEqual([]);
    await openManageLink(page, mail.action_link);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  });

  test('a forged link is refused and changes nothing', async ({ page }) => {
    const { booking, mail } = await booked('forged');
    const token = new URL(mail.action_link).hash.replace('#token=', '');
    const [id, version] = token.split('.');
    // The real booking and version with a made-up signature; another booking's id with this signature.
    for (const forged of [
      `${id}.${version}.${'A'.repeat(43)}`,
      `${Number(id) + 1}.${token.split('.').slice(1).join('.')}`,
    ]) {
      await openManageLink(page, `http://site/booking#token=${forged}`);
      await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    }
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'booked' });
    expect(Date.parse((await bookingRow(booking.id))?.starts_at ?? '')).toBe(Date.parse(booking.starts_at));
  });

  test('without a token, it says where the link is', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('alert')).toHaveText(bookingTexts.noToken);
  });
});
