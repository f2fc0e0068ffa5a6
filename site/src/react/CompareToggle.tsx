// The "Compare" checkbox on a program card (finder and shortlist): at most COMPARE_MAX chosen at once.
import { COMPARE_MAX } from '../lib/shortlist';

type Props = { programId: number; name: string; chosen: readonly number[]; onToggle: (programId: number) => void };

export function CompareToggle({ programId, name, chosen, onToggle }: Props) {
  const checked = chosen.includes(programId);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={!checked && chosen.length >= COMPARE_MAX}
        onChange={() => onToggle(programId)}
      />
      Compare<span className="sr-only"> {name}</span>
    </label>
  );
}

/** The ids with `id` added when absent, removed when present. */
export const toggledId = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
