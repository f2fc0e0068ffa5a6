// One component per module: a page's bundle takes only the fields it shows.
import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** A labelled text input with the site's field styles; the label's `for` always matches the input. */
export function Field({ id, label, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} className="field" {...input} />
    </div>
  );
}

export type PresetProps = Omit<FieldProps, 'label' | 'type' | 'name'>;
