import { describe, expect, it } from 'vitest';
import { describeChanges, formatValue } from './changes.ts';

describe('audit entries as staff read them', () => {
  it('shows an update as old → new, with empty values named', () => {
    expect(
      describeChanges('update', {
        tuition_non_eu_cents: { old: 150_000, new: 300_000 },
        deadline_note: { old: null, new: 'Apply early' },
      }),
    ).toEqual(['tuition_non_eu_cents: 150000 → 300000', 'deadline_note: empty → Apply early']);
  });

  it('shows what an insert set and what a delete removed', () => {
    expect(describeChanges('insert', { title: { new: 'Visa fees' } })).toEqual(['title: Visa fees']);
    expect(describeChanges('delete', { title: { old: 'Visa fees' } })).toEqual(['title: was Visa fees']);
  });

  it('writes objects as JSON and cuts long texts', () => {
    expect(formatValue({ reviewBeforePublishing: true })).toBe('{"reviewBeforePublishing":true}');
    const long = formatValue('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
