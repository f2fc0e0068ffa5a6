// The university list's level tabs (WAI-ARIA tabs: arrows, Home and End move between them and choose).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { type KeyboardEvent, useRef } from 'react';
import { ALL_LEVELS, type LevelTab } from '../lib/filters';

export const LEVEL_TABS: { value: LevelTab; label: string }[] = [
  { value: ALL_LEVELS, label: 'All Universities' },
  ...PROGRAM_LEVELS.map((level) => ({ value: level, label: level })),
];

/** The tab a key moves to from `index`, wrapping around; null for any other key. */
function tabAfterKey(key: string, index: number): number | null {
  const last = LEVEL_TABS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

type Props = {
  idPrefix: string;
  level: LevelTab;
  onChoose: (level: LevelTab) => void;
};

/** Tab `i` is `${idPrefix}-tab-${i}` and controls the panel `${idPrefix}-panel`. */
export function LevelTabs({ idPrefix, level, onChoose }: Props) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index);
    if (next === null) return;
    event.preventDefault();
    const tab = LEVEL_TABS[next];
    if (tab) onChoose(tab.value);
    tabRefs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Program level" className="mt-6 flex flex-wrap gap-2">
      {LEVEL_TABS.map((tab, index) => {
        const selected = tab.value === level;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${idPrefix}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(tab.value)}
            onKeyDown={(event) => onKey(event, index)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
