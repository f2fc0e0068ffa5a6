// The booking form's details (entities/booking.ts): who the visitor is, what they plan, and what they
// agree to share. Each field shows the schema's message for it.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import {
  BOOKING_HOME_COUNTRIES,
  BUDGET_BAND_LABELS,
  BUDGET_BANDS,
  ENGLISH_TEST_LABELS,
  ENGLISH_TEST_STATUSES,
} from '@app/shared/consultations';
import type { BookingField } from '@app/shared/entities/booking';
import { controlProps, FieldRow } from './FieldRow';

export type DetailValues = {
  name: string;
  email: string;
  whatsapp: string;
  home_country: string;
  study_level: string;
  field_of_study: string;
  intended_intake: string;
  budget_band: string;
  english_test: string;
  website: string;
};

export const EMPTY_DETAILS: DetailValues = {
  name: '',
  email: '',
  whatsapp: '',
  home_country: '',
  study_level: '',
  field_of_study: '',
  intended_intake: '',
  budget_band: '',
  english_test: '',
  website: '',
};

type Props = {
  id: string;
  values: DetailValues;
  set: (key: keyof DetailValues) => (event: { target: { value: string } }) => void;
  problems: Partial<Record<BookingField, string>>;
};

export function DetailsFields({ id, values, set, problems }: Props) {
  const text = (key: keyof DetailValues & BookingField, label: string, extra: Record<string, string> = {}) => (
    <FieldRow id={`${id}-${key}`} label={label} error={problems[key]} hint={extra.hint}>
      <input
        {...controlProps(`${id}-${key}`, problems[key], extra.hint)}
        className="field"
        name={key}
        value={values[key]}
        onChange={set(key)}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        placeholder={extra.placeholder}
        required={extra.required === 'yes'}
      />
    </FieldRow>
  );
  const choice = (
    key: keyof DetailValues & BookingField,
    label: string,
    options: readonly (readonly [string, string])[],
    empty: string,
    required = false,
  ) => (
    <FieldRow id={`${id}-${key}`} label={label} error={problems[key]}>
      <select
        {...controlProps(`${id}-${key}`, problems[key])}
        className="field"
        name={key}
        value={values[key]}
        onChange={set(key)}
        required={required}
      >
        <option value="">{empty}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldRow>
  );
  const same = (list: readonly string[]) => list.map((v) => [v, v] as const);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', 'Name', { autoComplete: 'name', placeholder: 'Your full name', required: 'yes' })}
      {text('email', 'Email', {
        type: 'email',
        autoComplete: 'email',
        placeholder: 'you@example.com',
        required: 'yes',
      })}
      {text('whatsapp', 'WhatsApp number (optional)', {
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '+91 98765 43210',
        hint: 'With + and the country code. We only use it about this consultation.',
      })}
      {choice('home_country', 'Home country', same(BOOKING_HOME_COUNTRIES), 'Choose…', true)}
      {choice('study_level', 'Level (optional)', same(PROGRAM_LEVELS), 'Not sure yet')}
      {text('field_of_study', 'Field of study (optional)', { placeholder: 'e.g. Computer science' })}
      {text('intended_intake', 'Intended intake (optional)', { placeholder: 'e.g. Winter 2027' })}
      {choice(
        'budget_band',
        'Budget for the first year (optional)',
        BUDGET_BANDS.map((band) => [band, BUDGET_BAND_LABELS[band]] as const),
        'Prefer not to say',
      )}
      {choice(
        'english_test',
        'English test (optional)',
        ENGLISH_TEST_STATUSES.map((status) => [status, ENGLISH_TEST_LABELS[status]] as const),
        'Not sure',
      )}
    </div>
  );
}
