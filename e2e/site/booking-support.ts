// Helpers of the booking specs (booking.spec.ts, consultation-journey.spec.ts): the open slots as the
// service reads them, picking one on /book or /booking as a visitor reads it, the booking form, bookings
// made straight through the service client, and the local inbox's booking mails with their manage links.
import type { SpokenLanguage } from '@app/shared/consultations';
import { dayKey, formatDay, formatTime } from '@app/shared/slot-time';
import { expect, type Locator, type Page } from '@playwright/test';
import { type InboxMail, must, newestMail, service } from '../service.ts';
import { hydrated } from './support.ts';

export type Slot = { counsellor_id: string; counsellor_name: string; starts_at: string };

export const openSlots = async (language?: SpokenLanguage): Promise<Slot[]> =>
  must(service.rpc('open_slots', language ? { language } : {})) as Promise<Slot[]>;

/** The open slot at place `at` (negative: from the end), as the pages offer it: a time two counsellors
 *  are free at shows once, with the first of them by name (open_slots' order). */
export async function slotShown(at: number, language?: SpokenLanguage): Promise<Slot> {
  const slots = await openSlots(language);
  const time = slots.at(at)?.starts_at;
  return slots.find((slot) => slot.starts_at === time) as Slot;
}

/** A fresh address (its own cap of bookings per e-mail), under a prefix the specs clean up by. */
export const address = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const form = (page: Page) => page.getByRole('form', { name: 'Book a consultation' });

/** Opens /book and waits for the open times. */
export async function openBooking(page: Page, path = '/book') {
  await page.goto(path);
  await hydrated(page);
  await expect(form(page).getByRole('group', { name: /^Time/ })).toBeVisible({ timeout: 15_000 });
}

/** Picks the slot's day, then its time, in a slot picker (on /book or /booking) on `zone`'s clock. */
export async function pick(picker: Locator, slot: Slot, zone: string) {
  await picker.locator('label', { hasText: formatDay(dayKey(slot.starts_at, zone), { short: true }) }).click();
  await picker
    .getByRole('group', { name: /^Time/ })
    .locator('label', { hasText: new RegExp(`^${formatTime(slot.starts_at, zone)}$`) })
    .click();
}

export async function fillDetails(page: Page, email: string, name = 'Priya Sharma') {
  const f = form(page);
  await f.getByLabel('Name').fill(name);
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('WhatsApp number (optional)').fill('+91 98765 43210');
  await f.getByLabel('Home country').selectOption('India');
  await f.getByLabel('Level (optional)').selectOption("Master's");
  await f.getByLabel('Budget for the first year (optional)').selectOption('10_20_lakh');
}

/** A booking made as the site would make it, straight through the service client, on one of the
 *  counsellor's free slots from place `from` on (for tests where the booking is not what is tested). */
export async function bookDirect(
  email: string,
  counsellor: { id: string; language: SpokenLanguage },
  from: number,
): Promise<{ id: number; starts_at: string }> {
  const free = (await openSlots(counsellor.language)).filter((slot) => slot.counsellor_id === counsellor.id);
  for (const slot of free.slice(from)) {
    const { data, error } = await service
      .from('bookings')
      .insert({
        counsellor_id: counsellor.id,
        starts_at: slot.starts_at,
        name: 'Priya Sharma',
        email,
        home_country: 'India',
        language: counsellor.language,
      })
      .select('id, starts_at')
      .single();
    if (!error) return data;
  }
  throw new Error('no free slot to book');
}

/** Waits for the newest booking mail of a type to this address (sent within seconds of the change,
 *  by the kick after commit; the scheduler catches up within a minute), other than `not` (an older one). */
export async function mailOf(email: string, type: string, not?: InboxMail): Promise<InboxMail> {
  let found: InboxMail | null = null;
  await expect
    .poll(
      async () => {
        found = await newestMail(email, type).catch(() => null);
        return found !== null && found.id !== not?.id;
      },
      { timeout: 75_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found as unknown as InboxMail;
}

/** The manage link's place on the site under test: its path and fragment (`/booking#token=…`). The mail
 *  names the site's public address; the specs reach the same server at the base URL. */
export function manageLinkPath(link: string): string {
  const url = new URL(link);
  expect(url.pathname).toBe('/booking');
  expect(url.hash).toMatch(/^#token=\d+\.\d+\.[\w-]+$/);
  return `${url.pathname}${url.hash}`;
}

/** Opens a manage link as a fresh page load (a link followed from a mail), waiting for the island. */
export async function openManageLink(page: Page, link: string) {
  // A second goto that differs only in its fragment would stay on the same document.
  await page.goto('about:blank');
  await page.goto(manageLinkPath(link));
  await hydrated(page);
}
