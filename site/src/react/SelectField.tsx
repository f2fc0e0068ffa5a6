import type { SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
}

/** A labelled select with the site's field styles, its options as children. */
export function SelectField({ id, label, ...select }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="field" {...select} />
    </div>
  );
}
