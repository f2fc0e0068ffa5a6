// Pick a day, then a time, on the visitor's clock. Days and times are radio groups (arrow keys move
// within a group, Tab between them), styled as chips; times at which two counsellors are free show once.
// The two grids keep room for three weeks of days and a full office day of times, from the first paint
// (while the times load) on: what follows on the page does not move when they arrive (CLS).
import { LANGUAGE_LABELS, SPOKEN_LANGUAGES, type SpokenLanguage, TIME_ZONE_CHOICES } from '@app/shared/consultations';
import { formatDay, formatTime, groupByDay } from '@app/shared/slot-time';
import type { OpenSlot } from '../../lib/booking';
import { Spinner } from '../Spinner';

export const slotKey = (slot: OpenSlot) => `${slot.counsellor_id}|${slot.starts_at}`;

const chip =
  'flex cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-1.5 py-2 sm:px-3 text-sm font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500';

type Props = {
  id: string;
  zone: string;
  ownZone: string;
  onZone: (zone: string) => void;
  language: SpokenLanguage | '';
  onLanguage: (language: SpokenLanguage | '') => void;
  slots: OpenSlot[] | null;
  day: string | null;
  onDay: (day: string) => void;
  chosen: string | null;
  onChoose: (key: string) => void;
  problem?: string;
  /** The times could not be loaded (the page says so): no spinner in their room. */
  failed?: boolean;
};

// Rows of chips kept free: up to 19 office days in the three weeks (two-line chips, 3.625rem: the
// weekday over the date, so no font wraps them differently) and 18 half-hour times in a weekday's
// office hours (one-line chips, 2.375rem), at each breakpoint's number of columns.
const dayGrid =
  'grid grid-cols-3 grid-rows-[repeat(7,minmax(3.625rem,auto))] gap-2 sm:grid-cols-5 sm:grid-rows-[repeat(4,minmax(3.625rem,auto))] lg:grid-cols-7 lg:grid-rows-[repeat(3,minmax(3.625rem,auto))]';
const timeGrid =
  'grid grid-cols-3 grid-rows-[repeat(6,minmax(2.375rem,auto))] gap-2 sm:grid-cols-5 sm:grid-rows-[repeat(4,minmax(2.375rem,auto))] lg:grid-cols-6 lg:grid-rows-[repeat(3,minmax(2.375rem,auto))]';

export function SlotPicker(props: Props) {
  const days = groupByDay(props.slots ?? [], props.zone);
  // Until the visitor picks one, the first day with open times.
  const day = days.find((d) => d.day === props.day) ?? days[0] ?? null;
  // One chip per time: the first counsellor free then (open_slots orders them by name).
  const times = day ? day.slots.filter((s, i, all) => all.findIndex((o) => o.starts_at === s.starts_at) === i) : [];
  const ownListed = TIME_ZONE_CHOICES.some((choice) => choice.zone === props.ownZone);

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${props.id}-zone`} className="label">
            Show times in
          </label>
          <select
            id={`${props.id}-zone`}
            className="field"
            value={props.zone}
            onChange={(e) => props.onZone(e.target.value)}
          >
            {!ownListed && <option value={props.ownZone}>Your time ({props.ownZone})</option>}
            {TIME_ZONE_CHOICES.map((choice) => (
              <option key={choice.label} value={choice.zone}>
                {choice.label} ({choice.abbr}){choice.zone === props.ownZone ? ' — your time' : ''}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${props.id}-language`} className="label">
            Language for the call
          </label>
          <select
            id={`${props.id}-language`}
            className="field"
            value={props.language}
            onChange={(e) => props.onLanguage(e.target.value as SpokenLanguage | '')}
          >
            <option value="">Any language</option>
            {SPOKEN_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {props.slots === null && (
        // The grids' room while the times load, the spinner over it.
        <div className="relative grid gap-5">
          <div aria-hidden="true">
            <p className="label">Day</p>
            <div className={dayGrid} />
          </div>
          <div aria-hidden="true">
            <p className="label">Time</p>
            <div className={timeGrid} />
          </div>
          {!props.failed && (
            <div className="absolute inset-x-0 top-8">
              <Spinner label="Loading open times..." />
            </div>
          )}
        </div>
      )}

      {props.slots !== null && days.length > 0 && (
        <fieldset>
          <legend className="label">Day</legend>
          <div className={dayGrid}>
            {days.map((d) => (
              <label key={d.day} className={`${chip} flex-col`}>
                <input
                  type="radio"
                  name={`${props.id}-day`}
                  value={d.day}
                  checked={day?.day === d.day}
                  onChange={() => props.onDay(d.day)}
                  className="sr-only"
                />
                <DayName day={d.day} />
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {day && (
        <fieldset aria-describedby={props.problem ? `${props.id}-slot-error` : undefined}>
          <legend className="label">Time ({formatDay(day.day)})</legend>
          <div className={timeGrid}>
            {times.map((slot) => (
              <label key={slot.starts_at} className={chip}>
                <input
                  type="radio"
                  name={`${props.id}-time`}
                  value={slotKey(slot)}
                  checked={props.chosen?.endsWith(`|${slot.starts_at}`) ?? false}
                  onChange={() => props.onChoose(slotKey(slot))}
                  className="sr-only"
                />
                {formatTime(slot.starts_at, props.zone)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {props.problem && (
        <p id={`${props.id}-slot-error`} role="alert" className="text-sm font-medium text-red-800">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/** 'Mon' over '30 Nov' (its text reads 'Mon 30 Nov'). */
function DayName({ day }: { day: string }) {
  const [weekday, ...date] = formatDay(day, { short: true }).split(' ');
  return (
    <>
      <span>{weekday}</span> <span className="whitespace-nowrap">{date.join(' ')}</span>
    </>
  );
}
