// Pick a day, then a time, on the visitor's clock. Days and times are radio groups (arrow keys move
// within a group, Tab between them), styled as chips; times at which two counsellors are free show once.
import { LANGUAGE_LABELS, SPOKEN_LANGUAGES, type SpokenLanguage, TIME_ZONE_CHOICES } from '@app/shared/consultations';
import { formatDay, formatTime, groupByDay } from '@app/shared/slot-time';
import type { OpenSlot } from '../../lib/booking';

export const slotKey = (slot: OpenSlot) => `${slot.counsellor_id}|${slot.starts_at}`;

const chip =
  'flex cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500';

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
};

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

      {props.slots !== null && days.length > 0 && (
        <fieldset>
          <legend className="label">Day</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
            {days.map((d) => (
              <label key={d.day} className={chip}>
                <input
                  type="radio"
                  name={`${props.id}-day`}
                  value={d.day}
                  checked={day?.day === d.day}
                  onChange={() => props.onDay(d.day)}
                  className="sr-only"
                />
                {formatDay(d.day, { short: true })}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {day && (
        <fieldset aria-describedby={props.problem ? `${props.id}-slot-error` : undefined}>
          <legend className="label">Time ({formatDay(day.day)})</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
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
