import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  CASE_STAGE_LABELS,
  CASE_STAGES,
  OFFICE_HOURS,
  officeHoursLabel,
  SPOKEN_LANGUAGES,
} from './consultations.ts';
import { Constants } from './database.types.ts';

describe('consultation enumerations', () => {
  it('hold exactly the database enums, in their declared order', () => {
    expect(SPOKEN_LANGUAGES).toEqual(Constants.public.Enums.spoken_language);
    expect(CASE_STAGES).toEqual(Constants.public.Enums.case_stage);
    expect(BOOKING_STATUSES).toEqual(Constants.public.Enums.booking_status);
  });

  it('label the stages as the board shows them', () => {
    expect(CASE_STAGES.map((stage) => CASE_STAGE_LABELS[stage])).toEqual([
      'New',
      'Consultation booked',
      'Consulted',
      'Applying',
      'Admitted',
      'Visa',
      'Enrolled',
      'Closed',
    ]);
  });

  it('office hours read on Europe’s clock, summer or winter', () => {
    expect(OFFICE_HOURS.map((block) => [block.days, officeHoursLabel(block)])).toEqual([
      ['Mon-Fri', '9:00-18:00 CET/CEST'],
      ['Sat', '10:00-14:00 CET/CEST'],
      ['Sun', 'Closed'],
    ]);
  });
});
