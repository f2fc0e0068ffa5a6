import { describe, expect, it } from 'vitest';
import type { ApplicationRow, StepRow } from './applications.ts';
import { byNextDue, nextDue, progressOf, relativeDays } from './tracker.ts';

const step = (id: number, over: Partial<StepRow> = {}): StepRow => ({
  id,
  application_id: 1,
  source: 'programme',
  position: id,
  title: `Step ${id}`,
  detail: null,
  official_url: null,
  lead_time_days: null,
  due_on: null,
  done_at: null,
  not_needed_reason: null,
  ...over,
});
const app = (id: number, steps: StepRow[], over: Partial<ApplicationRow> = {}): ApplicationRow => ({
  id,
  program_id: id,
  stage: 'preparing',
  portal: null,
  application_number: null,
  fee_paid_cents: null,
  fee_currency: 'EUR',
  deadline: null,
  notes: null,
  program: null,
  steps,
  comments: [],
  ...over,
});

describe('tracker', () => {
  it('counts done and not-needed steps as settled', () => {
    expect(
      progressOf([step(1, { done_at: 'x' }), step(2, { not_needed_reason: 'Have it' }), step(3), step(4)]),
    ).toEqual({
      settled: 2,
      total: 4,
      percent: 50,
    });
    expect(progressOf([]).percent).toBe(0);
  });

  it('finds the next due open step: dated first, then by position', () => {
    const steps = [
      step(1),
      step(2, { due_on: '2027-03-01' }),
      step(3, { due_on: '2027-01-01', done_at: 'x' }),
      step(4, { due_on: '2027-02-01' }),
    ];
    expect(nextDue(steps)?.id).toBe(4);
    expect(nextDue([step(5), step(6)])?.id).toBe(5);
    expect(nextDue([step(7, { done_at: 'x' })])).toBeNull();
  });

  it('orders applications by their next due date, closed ones last', () => {
    const a = app(1, [step(1, { due_on: '2027-05-01' })]);
    const b = app(2, [step(2, { due_on: '2027-02-01' })]);
    const c = app(3, [step(3, { due_on: '2026-01-01' })], { stage: 'rejected' });
    expect(byNextDue([a, b, c]).map((x) => x.id)).toEqual([2, 1, 3]);
  });

  it('says days in words', () => {
    expect(relativeDays('2027-01-03', '2027-01-01')).toBe('in 2 days');
    expect(relativeDays('2027-01-01', '2027-01-01')).toBe('today');
  });
});
