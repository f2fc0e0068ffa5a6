// Booking a free consultation on /book (issue 32; docs/product.md "Booking a consultation"): a visitor
// in India sees the open slots on India's clock, books one with their plan and a programme attached
// (with consent), and reads the confirmation line; a slot another client takes meanwhile is refused by
// the database (409) with the form kept; missing details are named per field; the phone layout and
// axe are clean.
import { bookingTexts } from '@app/shared/booking-messages';
import { bookingMessages } from '@app/shared/entities/booking';
import { dayKey, formatDay, formatSlot, formatTime } from '@app/shared/slot-time';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { axeViolations, hydrated, login, PROGRAM_PAGE, STUDENT } from './support.ts';

const ZONE = 'Asia/Kolkata';
test.use({ timezoneId: ZONE });

type Slot = { counsellor_id: string; counsellor_name: string; starts_at: string };

// One after another (they share the open slots), each booking its own slot counted from the end of
// the list (the first ones stay free for the tests that only pick).
test.describe.configure({ mode: 'default' });
const OWN_SLOT = { ist: -1, student: -2, afterTaken: -3 } as const;

const openSlots = async (): Promise<Slot[]> => must(service.rpc('open_slots', {})) as Promise<Slot[]>;

/** The open slot at the `at`-th place from the end, as /book offers it: a time two counsellors are free
 *  at shows once, with the first of them by name (open_slots' order). */
async function slotShown(at: number): Promise<Slot> {
  const slots = await openSlots();
  const time = slots.at(at)?.starts_at;
  return slots.find((slot) => slot.starts_at === time) as Slot;
}
const address = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const form = (page: Page) => page.getByRole('form', { name: 'Book a consultation' });

/** Opens /book and waits for the open times. */
async function openBooking(page: Page, path = '/book') {
  await page.goto(path);
  await hydrated(page);
  await expect(form(page).getByRole('group', { name: /^Time/ })).toBeVisible({ timeout: 15_000 });
}

/** Picks the slot's day, then its time, as the visitor reads them on India's clock. */
async function pick(page: Page, slot: Slot) {
  await form(page)
    .locator('label', { hasText: formatDay(dayKey(slot.starts_at, ZONE), { short: true }) })
    .click();
  await form(page)
    .getByRole('group', { name: /^Time/ })
    .locator('label', { hasText: new RegExp(`^${formatTime(slot.starts_at, ZONE)}$`) })
    .click();
}

async function fillDetails(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('Name').fill('Priya Sharma');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('WhatsApp number (optional)').fill('+91 98765 43210');
  await f.getByLabel('Home country').selectOption('India');
  await f.getByLabel('Level (optional)').selectOption("Master's");
  await f.getByLabel('Budget for the first year (optional)').selectOption('10_20_lakh');
}

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
    // Keyboard: the day group, then arrow keys through the times.
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

// The manage page against the contract of the `manage-booking` Edge Function (CONTRACT.md), its
// replies stood in for in the browser: the function itself is built and tested with the mails.
test.describe('the manage link (/booking#token=…)', () => {
  const booking = {
    id: 41,
    starts_at: '2027-03-29T07:00:00+00:00',
    ends_at: '2027-03-29T07:30:00+00:00',
    status: 'booked',
    counsellor_id: '00000000-0000-4000-8000-000000000001',
    counsellor_name: 'Anita Verma',
    language: 'Hindi',
    name: 'Priya Sharma',
  };
  const reply = (page: Page, answer: (action: string) => { status: number; json: unknown }, calls: string[] = []) =>
    page.route('**/functions/v1/manage-booking', async (route) => {
      const body = route.request().postDataJSON() as { token: string; action: string };
      expect(body.token).toBe('41.1.signature');
      calls.push(body.action);
      await route.fulfill(answer(body.action));
    });

  test('shows the booking on the visitor’s clock and cancels it', async ({ page }) => {
    const calls: string[] = [];
    await reply(
      page,
      (action) => ({
        status: 200,
        json: { booking: action === 'cancel' ? { ...booking, status: 'cancelled' } : booking },
      }),
      calls,
    );
    await page.goto('/booking#token=41.1.signature');
    await hydrated(page);
    await expect(page.getByText('Monday 29 March, 12:30 PM IST')).toBeVisible();
    await expect(page.getByText('Anita Verma')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status')).toHaveText(bookingTexts.cancelled);
    expect(calls).toEqual(['view', 'cancel']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  test('a spent or expired link says so in the server’s words', async ({ page }) => {
    const expired = 'This link has expired or was already used. Use the link in the newest e-mail we sent you.';
    await reply(page, () => ({ status: 410, json: { error: expired } }));
    await page.goto('/booking#token=41.1.signature');
    await expect(page.getByRole('alert')).toHaveText(expired);
  });

  test('without a token, it says where the link is', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('alert')).toHaveText(bookingTexts.noToken);
  });
});
