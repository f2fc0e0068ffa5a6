// The search box of the list islands: a real GET form (it works before hydration and without
// JavaScript), with its label for screen readers and a Search button; the island decides what a
// submit does once hydrated.
import type { SubmitEvent } from 'react';

type Props = {
  id: string;
  action: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
};

export function SearchForm({ id, action, label, placeholder, value, onChange, onSubmit }: Props) {
  return (
    <search>
      <form onSubmit={onSubmit} action={action} method="get" className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="field"
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}
