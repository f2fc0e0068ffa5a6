import { describe, expect, it } from 'vitest';
import { describeChange } from './history.ts';

const names: Record<string, string> = { a: 'Anita Verma', s: 'Sagar Thapa' };
const nameOf = (id: string | null) => (id ? (names[id] ?? '…') : 'Unassigned');
const at = { changed_at: '2026-11-27T10:00:00Z', actor_email: 'anita@example.com' };

describe('a case history entry', () => {
  it('names a stage move by its labels', () => {
    const entry = { ...at, action: 'update' as const, changes: { stage: { old: 'consulted', new: 'applying' } } };
    expect(describeChange(entry, nameOf)).toEqual(['Stage: Consulted → Applying']);
  });

  it('names the counsellors of a hand-over, and an unassigned case as such', () => {
    const entry = { ...at, action: 'update' as const, changes: { counsellor_id: { old: null, new: 's' } } };
    expect(describeChange(entry, nameOf)).toEqual(['Counsellor: Unassigned → Sagar Thapa']);
  });

  it('says a closing moved the stage; the reason itself is not in the log', () => {
    const entry = { ...at, action: 'update' as const, changes: { stage: { old: 'visa', new: 'closed' } } };
    expect(describeChange(entry, nameOf)).toEqual(['Stage: Visa → Closed']);
  });

  it('opens and deletes in plain words', () => {
    expect(describeChange({ ...at, action: 'insert', changes: {} }, nameOf)).toEqual(['Case opened']);
    expect(describeChange({ ...at, action: 'delete', changes: {} }, nameOf)).toEqual(['Case deleted']);
  });
});
