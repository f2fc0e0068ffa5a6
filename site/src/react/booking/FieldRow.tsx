// A labelled control with its hint and its problem under it; the control is told both through
// aria-describedby and aria-invalid (the caller spreads `controlProps(id, error, hint)`).
import type { ReactNode } from 'react';

export const controlProps = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
});

export function FieldRow(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="label">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-slate-700">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {props.error}
        </p>
      )}
    </div>
  );
}
