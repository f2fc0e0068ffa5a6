import type { TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
}

/** A labelled textarea with the site's field styles. */
export function TextAreaField({ id, label, ...textarea }: TextAreaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea id={id} className="field" {...textarea} />
    </div>
  );
}
