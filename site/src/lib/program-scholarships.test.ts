// Which scholarships a shortlisted, compared or applied-for programme shows, and which deadlines the
// shortlist's calendar file adds: open to the student (when the home country is known), soonest
// deadline first, a passed deadline not put in the calendar, a scholarship shared by two programmes once.

import type { DateFigure } from '@app/shared/figures';
import { GERMAN_MASTERS_FOR_ALL, knownDate } from '@app/shared/scholarship-fixtures';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  alreadyInChecklist,
  type MatchedScholarship,
  programFactsOf,
  scholarshipDeadlines,
  scholarshipStep,
  scholarshipsFor,
} from './program-scholarships';
import { deadlinesCalendar } from './shortlist-calendar';

const on = knownDate;
const s = (slug: string, deadline: DateFigure, more: Partial<MatchedScholarship> = {}): MatchedScholarship => ({
  ...GERMAN_MASTERS_FOR_ALL,
  slug,
  name: slug.toUpperCase(),
  official_url: `https://example.org/${slug}`,
  covers: [{ kind: 'stipend', period: 'month' }],
  deadline,
  ...more,
});
const row = {
  id: 7,
  level: "Master's",
  field_code: '06',
  university_id: 3,
  university: { country_code: 'DE' },
};
const TODAY = '2026-11-26';

describe('scholarshipsFor', () => {
  const late = s('late', on('2027-03-31'));
  const soon = s('soon', on('2026-12-15'));
  const nepal = s('nepal-only', on('2026-12-01'), { nationalities: ['NP'] });
  const france = s('france', on('2026-12-01'), { destination_codes: ['FR'] });
  const bachelor = s('bachelor', on('2026-12-01'), { levels: ["Bachelor's"] });

  it('lists those the programme qualifies for that are open to the student, soonest deadline first', () => {
    const list = scholarshipsFor([late, nepal, france, bachelor, soon], programFactsOf(row), 'IN');
    expect(list.map((x) => x.slug)).toEqual(['soon', 'late']);
  });

  it('without a known home country, lists every one the programme qualifies for (nationality limits shown apart)', () => {
    const list = scholarshipsFor([late, nepal, soon], programFactsOf(row), null);
    expect(list.map((x) => x.slug)).toEqual(['nepal-only', 'soon', 'late']);
  });

  it('a programme without a country matches nothing', () => {
    expect(scholarshipsFor([late], programFactsOf({ ...row, university: null }), 'IN')).toEqual([]);
  });
});

describe('the scholarship deadlines in the calendar file', () => {
  it('adds each upcoming scholarship deadline once, leaving out passed, rolling and unchecked ones', async () => {
    const daad = s('daad', on('2027-10-15'));
    const deadlines = scholarshipDeadlines(
      [
        [
          daad,
          s('passed', on('2026-11-01')),
          s('rolling', { state: 'none', source_url: 'https://example.org', checked_on: TODAY }),
        ],
        [daad, s('unchecked', { state: 'unchecked' })],
      ],
      TODAY,
    );
    expect(deadlines.map((d) => d.slug)).toEqual(['daad']);
    const text = await deadlinesCalendar([], 'https://example.org', deadlines);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe('Scholarship deadline: DAAD');
    expect(events[0]?.startDate.toString()).toBe('2027-10-15');
    expect(events[0]?.description).toContain('https://example.org/daad');
  });
});

describe('a scholarship in the application checklist', () => {
  it('is the student’s own step "Apply for <name>", due on the scholarship deadline, with its official page', () => {
    expect(scholarshipStep(s('daad', on('2027-10-15')), 4)).toEqual({
      source: 'student',
      position: 4,
      title: 'Apply for DAAD',
      official_url: 'https://example.org/daad',
      due_on: '2027-10-15',
      detail: null,
    });
  });

  it('without a checked deadline has no due date, and says why', () => {
    expect(
      scholarshipStep(s('rolling', { state: 'none', source_url: 'https://example.org', checked_on: TODAY }), 0),
    ).toMatchObject({
      due_on: null,
      detail: 'No fixed deadline: apply early.',
    });
    expect(scholarshipStep(s('unread', { state: 'unchecked' }), 0)).toMatchObject({
      due_on: null,
      detail: 'Deadline not checked yet: see the official page.',
    });
  });

  it('keeps a long name within the step title’s 150 characters', () => {
    expect(scholarshipStep({ ...s('x', on('2027-01-01')), name: 'N'.repeat(200) }, 0).title).toHaveLength(150);
  });

  it('knows a scholarship already in the checklist by its official page or its title', () => {
    const daad = s('daad', on('2027-10-15'));
    expect(alreadyInChecklist(daad, [{ title: 'Apply for DAAD', official_url: null }])).toBe(true);
    expect(alreadyInChecklist(daad, [{ title: 'Scholarship', official_url: 'https://example.org/daad' }])).toBe(true);
    expect(alreadyInChecklist(daad, [{ title: 'Apply for visa', official_url: 'https://example.org/visa' }])).toBe(
      false,
    );
  });
});
