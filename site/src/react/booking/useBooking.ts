// /book's state: the open slots (reloaded per language, and after a slot was taken), the zone they show
// in (the visitor's own by default), the chosen day and slot, the details, what can be attached (the
// shortlist, the plan from the planner: /book?plan=<its query>, a programme: /book?programs=<id>), and
// the send. A failed send keeps everything typed.
import { bookingNotices, bookingTexts } from '@app/shared/booking-messages';
import type { SpokenLanguage } from '@app/shared/consultations';
import { type BookingField, bookingInputSchema, bookingProblems } from '@app/shared/entities/booking';
import { formatSlot, visitorTimeZone } from '@app/shared/slot-time';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { attachablePrograms, loadOpenSlots, type OpenSlot, sendBooking } from '../../lib/booking';
import { toast, toastError } from '../../lib/notices';
import { parseIds } from '../../lib/shortlist';
import { useHumanCheck } from '../useHumanCheck';
import { type DetailValues, EMPTY_DETAILS } from './DetailsFields';
import { slotKey } from './SlotPicker';

export type Booked = { when: string; counsellor: string };

export function useBooking() {
  const [ownZone, setOwnZone] = useState('Europe/Berlin');
  const [zone, setZone] = useState('Europe/Berlin');
  const [language, setLanguage] = useState<SpokenLanguage | ''>('');
  const [slots, setSlots] = useState<OpenSlot[] | null>(null);
  const [slotsFailed, setSlotsFailed] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [values, setValues] = useState<DetailValues>(EMPTY_DETAILS);
  const [programs, setPrograms] = useState<number[]>([]);
  const [plan, setPlan] = useState<string | null>(null);
  const [share, setShare] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<BookingField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const human = useHumanCheck('bookings');

  const reload = useCallback(async (lang: SpokenLanguage | '') => {
    try {
      setSlots(await loadOpenSlots(lang || null));
      setSlotsFailed(false);
    } catch {
      setSlotsFailed(true);
    }
  }, []);

  useEffect(() => {
    const own = visitorTimeZone();
    setOwnZone(own);
    setZone(own);
    const params = new URLSearchParams(window.location.search);
    const planQuery = params.get('plan')?.trim();
    if (planQuery) setPlan(planQuery.slice(0, 2000));
    attachablePrograms(parseIds(params.get('programs') ?? '')).then(setPrograms, () => setPrograms([]));
  }, []);

  useEffect(() => {
    reload(language);
  }, [language, reload]);

  const slot = slots?.find((s) => slotKey(s) === chosen) ?? null;

  const set = (key: keyof DetailValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const chooseDay = (next: string) => {
    setDay(next);
    setChosen(null);
  };
  const choose = (key: string) => {
    setChosen(key);
    setProblems(({ counsellor_id: _c, starts_at: _s, ...rest }) => rest);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      ...values,
      counsellor_id: slot?.counsellor_id ?? '',
      starts_at: slot?.starts_at ?? '',
      // The call's language: the one filtered for, else English when the counsellor speaks it.
      language: language || (slot?.languages.includes('English') ? 'English' : slot?.languages[0]),
      share_consent: share,
      shortlist_program_ids: programs,
      plan_query: plan,
    };
    const found = bookingProblems(input);
    if (found || !slot) {
      setProblems(found ?? {});
      setAlert(bookingTexts.fixFields);
      return;
    }
    setProblems({});
    setAlert(null);
    setSending(true);
    try {
      let pass: string | undefined;
      try {
        pass = await human.takePass();
      } catch (error) {
        setAlert(error instanceof Error ? error.message : bookingTexts.sendFailed);
        return;
      }
      const outcome = await sendBooking(bookingInputSchema.parse(input), values.website, pass);
      if (outcome.ok) {
        const done = { when: formatSlot(slot.starts_at, zone), counsellor: slot.counsellor_name };
        setBooked(done);
        toast({ ...bookingNotices.booked, description: bookingTexts.booked(done.when, done.counsellor) });
        return;
      }
      setAlert(outcome.message);
      toastError(outcome.taken ? bookingNotices.taken : bookingNotices.failed, outcome.message);
      if (outcome.taken) {
        setChosen(null);
        await reload(language);
      }
    } finally {
      setSending(false);
    }
  };

  return {
    ownZone,
    zone,
    setZone,
    language,
    setLanguage,
    slots,
    slotsFailed,
    day,
    chooseDay,
    chosen,
    choose,
    slot,
    values,
    set,
    programs,
    plan,
    share,
    setShare,
    problems,
    alert,
    sending,
    submit,
    booked,
    human,
  };
}
