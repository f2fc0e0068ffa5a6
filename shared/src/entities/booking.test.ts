import { describe, expect, it } from 'vitest';
import { bookingInputSchema, bookingMessages, bookingProblems } from './booking.ts';

const filled = {
  counsellor_id: '6f1a2b3c-1234-4abc-8def-123456789012',
  starts_at: '2027-03-29T07:00:00+00:00',
  name: '  Asha Rao ',
  email: 'asha@example.com',
  whatsapp: '+91 98765-43210',
  home_country: 'India',
  study_level: "Master's",
  field_of_study: 'Data science',
  intended_intake: 'Winter 2027',
  budget_band: '10_20_lakh',
  english_test: 'have_score',
  language: 'Hindi',
  share_consent: true,
  shortlist_program_ids: [3, 7],
  plan_query: 'city=berlin&months=12',
};

describe('the booking form', () => {
  it('trims, keeps the WhatsApp digits, and attaches the shortlist and plan with consent', () => {
    expect(bookingInputSchema.parse(filled)).toEqual({
      ...filled,
      name: 'Asha Rao',
      whatsapp: '+919876543210',
    });
  });

  it('attaches nothing without consent; blank optional fields are stored as null', () => {
    const value = bookingInputSchema.parse({
      ...filled,
      share_consent: false,
      whatsapp: ' ',
      study_level: '',
      field_of_study: ' ',
      budget_band: '',
      english_test: '',
    });
    expect(value).toMatchObject({
      shortlist_program_ids: [],
      plan_query: null,
      whatsapp: null,
      study_level: null,
      field_of_study: null,
      budget_band: null,
      english_test: null,
    });
  });

  it('says what to fix, per field', () => {
    expect(
      bookingProblems({
        ...filled,
        counsellor_id: '',
        starts_at: '',
        name: ' ',
        email: 'asha@example',
        whatsapp: '98765 43210',
        home_country: '',
        budget_band: 'lots',
      }),
    ).toEqual({
      counsellor_id: bookingMessages.slot,
      starts_at: bookingMessages.slot,
      name: bookingMessages.name,
      email: bookingMessages.email,
      whatsapp: bookingMessages.whatsapp,
      home_country: bookingMessages.homeCountry,
      budget_band: bookingMessages.budgetBand,
    });
    expect(bookingProblems(filled)).toBeNull();
  });

  it('refuses more than the table holds', () => {
    expect(bookingProblems({ ...filled, name: 'x'.repeat(201) })).toEqual({ name: bookingMessages.nameTooLong });
    expect(bookingProblems({ ...filled, shortlist_program_ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({
      shortlist_program_ids: bookingMessages.shortlist,
    });
    expect(bookingProblems({ ...filled, whatsapp: '+0123456789' })).toEqual({ whatsapp: bookingMessages.whatsapp });
  });
});
