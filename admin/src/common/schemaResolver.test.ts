import { countryInputSchema } from '@app/shared/entities/country';
import { programInputSchema } from '@app/shared/entities/program';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schemaResolver.ts';

const resolve = (schema: Parameters<typeof schemaResolver>[0], values: FieldValues) =>
  schemaResolver(schema)(values, undefined, {} as ResolverOptions<FieldValues>);

const program = { university_id: 7, name: 'MSc Physics', level: "Master's" };

describe('a form checked by its shared schema', () => {
  it('puts a figure’s message under the nested input it is about, and sends nothing', async () => {
    const { values, errors } = await resolve(programInputSchema, {
      ...program,
      tuition_non_eu: { state: 'known', low_cents: 600_000, currency: 'EUR', applies_to: '2026/27' },
    });
    expect(values).toEqual({});
    expect(errors).toEqual({
      tuition_non_eu: {
        source_url: { type: 'custom', message: 'Enter the official page this comes from.' },
        checked_on: { type: 'custom', message: 'Enter the day you checked it.' },
      },
    });
  });

  it('sends the figure as stored: only its state’s keys, a blank high end as the low end', async () => {
    const { values, errors } = await resolve(programInputSchema, {
      ...program,
      tuition_non_eu: {
        state: 'known',
        low_cents: 600_000,
        high_cents: null,
        currency: 'eur',
        source_url: 'https://www.example.edu/fees',
        checked_on: '2026-11-20',
        applies_to: '2026/27',
        // Typed before staff chose "Known": hidden, and not stored.
        date: '2027-01-01',
      },
      deadline: { state: 'unchecked', date: '2027-05-31', source_url: 'https://www.example.edu/dates' },
    });
    expect(errors).toEqual({});
    expect(values.tuition_non_eu).toEqual({
      state: 'known',
      low_cents: 600_000,
      high_cents: 600_000,
      currency: 'EUR',
      source_url: 'https://www.example.edu/fees',
      checked_on: '2026-11-20',
      applies_to: '2026/27',
    });
    expect(values.deadline).toEqual({ state: 'unchecked' });
    // A figure the form never showed is "not checked yet".
    expect(values.english_requirement).toEqual({ state: 'unchecked' });
  });

  it('nests errors of list items by index and says "Required" for an untouched input', async () => {
    const { errors } = await resolve(countryInputSchema, {
      code: 'DE',
      checklist: [
        { title: 'Apply', url: 'https://www.example.org/apply' },
        { title: 'Visa', url: '' },
      ],
    });
    expect(errors.name).toEqual({ type: 'invalid_type', message: 'Required' });
    const steps = errors.checklist as unknown as ({ url?: { message?: string } } | undefined)[];
    expect(steps[0]).toBeUndefined();
    expect(steps[1]?.url?.message).toBe('Enter the official page for this step.');
  });
});
