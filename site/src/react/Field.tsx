import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
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

/** The same for longer text: a labelled textarea. */
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

/** The same for a choice: a labelled select, its options as children. */
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

export type PresetProps = Omit<FieldProps, 'label' | 'type' | 'name'>;

/** The e-mail field of every form. */
export function EmailField(props: PresetProps) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      required
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
