import { Field, type PresetProps } from './Field';

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
