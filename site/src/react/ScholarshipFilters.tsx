// The /scholarships filters: nationality (the remembered home country by default), level, field,
// destination, what it covers, deadline not passed, and the order. Native controls, disabled until the
// island runs (the server's HTML lists every scholarship).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import type { ChangeEvent } from 'react';
import type { ListSort, ListState } from '../lib/scholarship-list';

export type Option = { code: string; name: string };
export type ScholarshipFacets = { nationalities: Option[]; fields: Option[]; destinations: Option[] };

const SORT_NAMES: Record<ListSort, string> = {
  deadline: 'Deadline, soonest first',
  value: 'First-year value, highest first',
};

type Props = {
  idPrefix: string;
  state: ListState;
  facets: ScholarshipFacets;
  hydrated: boolean;
  onChange: (change: Partial<ListState>) => void;
};

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} className="field" value={value} onChange={onChange}>
        {children}
      </select>
    </div>
  );
}

const options = (list: readonly Option[]) =>
  list.map((o) => (
    <option key={o.code} value={o.code}>
      {o.name}
    </option>
  ));

export function ScholarshipFilters({ idPrefix, state, facets, hydrated, onChange }: Props) {
  const text = (key: 'nat' | 'level' | 'field' | 'dest') => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.target.value });
  const flag = (key: 'tuition' | 'living' | 'open') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ [key]: event.target.checked });
  return (
    <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" disabled={!hydrated}>
      <legend className="sr-only">Filters</legend>
      <Select id={`${idPrefix}-nat`} label="My nationality" value={state.nat} onChange={text('nat')}>
        <option value="">Any nationality</option>
        {options(facets.nationalities)}
      </Select>
      <Select id={`${idPrefix}-level`} label="Level" value={state.level} onChange={text('level')}>
        <option value="">All levels</option>
        {PROGRAM_LEVELS.map((level) => (
          <option key={level}>{level}</option>
        ))}
      </Select>
      <Select id={`${idPrefix}-field`} label="Field of study" value={state.field} onChange={text('field')}>
        <option value="">All fields</option>
        {options(facets.fields)}
      </Select>
      <Select id={`${idPrefix}-dest`} label="Study in" value={state.dest} onChange={text('dest')}>
        <option value="">All countries</option>
        {options(facets.destinations)}
      </Select>
      <Select
        id={`${idPrefix}-sort`}
        label="Sort by"
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value as ListSort })}
      >
        {Object.entries(SORT_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </Select>
      <div className="col-span-2 flex flex-wrap gap-x-6 gap-y-2 text-sm sm:col-span-3 lg:col-span-5">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" checked={state.tuition} onChange={flag('tuition')} />
          Covers tuition
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" checked={state.living} onChange={flag('living')} />
          Covers living costs
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" checked={state.open} onChange={flag('open')} />
          Deadline not passed
        </label>
      </div>
    </fieldset>
  );
}
