// /book's calls to the backend: the open slots (public.open_slots, anon), the programmes a visitor can
// attach (this browser's shortlist and, signed in, their account's), and the insert into bookings
// WITHOUT .select() (visitors may book but not read bookings back). A signed-in student books with
// their token, so the booking is theirs (bookings.user_id) and shows on /account.
import { bookingTexts } from '@app/shared/booking-messages';
import type { SpokenLanguage } from '@app/shared/consultations';
import type { BookingInput } from '@app/shared/entities/booking';
import { TABLES } from '@app/shared/tables';
import { freshAccessToken } from './access-token.ts';
import { restClient } from './rest.ts';
import { parseIds, readShortlist } from './shortlist.ts';
import { readStoredSession } from './stored-session.ts';

export type OpenSlot = {
  counsellor_id: string;
  counsellor_name: string;
  languages: SpokenLanguage[];
  starts_at: string;
};

/** Free 30-minute slots from two hours to three weeks ahead, with counsellors who speak `language`. */
export async function loadOpenSlots(language: SpokenLanguage | null): Promise<OpenSlot[]> {
  const { data, error } = await restClient().rpc('open_slots', language ? { language } : {}, { get: true });
  if (error) throw error;
  return data as OpenSlot[];
}

/** The programmes this visitor could attach: this browser's shortlist, the account's, and `extra`
 *  (the programme page they came from). An account that cannot be read leaves the browser's list. */
export async function attachablePrograms(extra: number[]): Promise<number[]> {
  const session = readStoredSession();
  let account: number[] = [];
  if (session) {
    const { data } = await restClient(session.access_token).from(TABLES.shortlistedPrograms).select('program_id');
    account = ((data ?? []) as { program_id: number }[]).map((row) => row.program_id);
  }
  return parseIds([...extra, ...readShortlist(), ...account]).slice(0, 50);
}

export type SendOutcome = { ok: true } | { ok: false; taken: boolean; message: string };

/** Inserts the booking; a slot someone else just took is `taken` (the unique index's 409). */
export async function sendBooking(input: BookingInput, website: string, pass?: string): Promise<SendOutcome> {
  try {
    const { error, status } = await restClient((await freshAccessToken()) ?? undefined)
      .from(TABLES.bookings)
      .insert({ ...input, website: website || null, ...(pass ? { human_pass: pass } : {}) });
    if (!error) return { ok: true };
    if (status === 409 || error.code === '23505') return { ok: false, taken: true, message: bookingTexts.taken };
    // A limit (PT429) or a slot no longer open (22023): the server's own words say what to do.
    if (status === 429 || status === 400 || /^(PT|22|23)/.test(error.code ?? ''))
      return { ok: false, taken: error.code === '22023', message: error.message };
    return { ok: false, taken: false, message: `${bookingTexts.sendFailed} (${error.message})` };
  } catch {
    return { ok: false, taken: false, message: bookingTexts.sendFailed };
  }
}
