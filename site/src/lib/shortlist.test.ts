import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  byDeadline,
  forgetShortlist,
  mergeWithAccount,
  parseIds,
  readShortlist,
  readStored,
  type ShortlistProgram,
  shareUrl,
  toggle,
  toggleSaved,
} from './shortlist';
import { deadlinesCalendar } from './shortlist-calendar';
import { SHORTLIST_KEY, storedCount } from './shortlist-count';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};
const blocked = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  removeItem: () => undefined,
};

const program = (id: number, deadline: string | null, name = `Program ${id}`): ShortlistProgram => ({
  id,
  name,
  university: 'Aalto University',
  path: `/programs/aalto-university/p-${id}`,
  application_deadline: deadline,
  deadline_note: null,
  deadlineState: deadline === null ? 'unchecked' : 'known',
});

describe('the shortlist in the browser', () => {
  it('keeps positive ids once, in the order saved, and survives a corrupted or blocked storage', () => {
    expect(parseIds(['3', 1, 3, -2, 'x', 1.5, 7])).toEqual([3, 1, 7]);
    expect(parseIds('5,2,5')).toEqual([5, 2]);
    const storage = memory();
    toggleSaved(4, storage);
    toggleSaved(9, storage);
    expect(readShortlist(storage)).toEqual([4, 9]);
    expect(toggle([4, 9], 4)).toEqual([9]);
    storage.setItem(SHORTLIST_KEY, '{not json');
    expect(readShortlist(storage)).toEqual([]);
    // The first version stored a bare array.
    storage.setItem(SHORTLIST_KEY, '[7,8]');
    expect(readShortlist(storage)).toEqual([7, 8]);
    expect(readShortlist(blocked)).toEqual([]);
    expect(toggleSaved(3, blocked)).toEqual([3]);
  });

  it('remembers a removal until it has reached the account', () => {
    const storage = memory();
    toggleSaved(4, storage);
    toggleSaved(4, storage);
    expect(readStored(storage)).toEqual({ ids: [], removed: [4], synced: [], owner: null });
    toggleSaved(4, storage);
    expect(readStored(storage)).toEqual({ ids: [4], removed: [], synced: [], owner: null });
  });

  it('shares a read-only link with the same ids', () => {
    expect(shareUrl('https://example.org', [4, 9])).toBe('https://example.org/shortlist?ids=4,9');
  });

  it('lists open deadlines soonest first, then passed ones, then unknown', () => {
    const list = [program(1, null), program(2, '2026-11-01'), program(3, '2027-05-31'), program(4, '2027-01-15')];
    expect(byDeadline(list, '2026-11-23').map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('syncing with the signed-in student’s account', () => {
  it('merges a visitor’s list in and applies the removals made in this browser', () => {
    expect(mergeWithAccount({ ids: [1, 2], removed: [5], synced: [], owner: null }, [2, 5, 6], 'alice')).toEqual({
      ids: [1, 2, 6],
      insert: [1],
      remove: [5],
    });
  });

  it('never carries one student’s list into another’s account', () => {
    expect(mergeWithAccount({ ids: [1, 2], removed: [6], synced: [1, 2], owner: 'alice' }, [6, 7], 'bob')).toEqual({
      ids: [6, 7],
      insert: [],
      remove: [],
    });
  });

  it('drops a program removed on another device instead of putting it back', () => {
    // This browser last synced [1, 2, 3] for alice; another device removed 2 since; here 4 was added.
    expect(
      mergeWithAccount({ ids: [1, 2, 3, 4], removed: [], synced: [1, 2, 3], owner: 'alice' }, [1, 3], 'alice'),
    ).toEqual({
      ids: [1, 3, 4],
      insert: [4],
      remove: [],
    });
  });

  it('forgets the browser’s list on sign-out', () => {
    const storage = memory();
    toggleSaved(4, storage);
    forgetShortlist(storage);
    expect(readShortlist(storage)).toEqual([]);
  });
});

describe('the deadlines calendar file', () => {
  it('holds one all-day event per deadline with a reminder two weeks before, as RFC 5545 readers parse it', async () => {
    const text = await deadlinesCalendar(
      [program(1, '2027-01-15', 'Data Science (M.Sc.)'), program(2, null), program(3, '2027-05-31')],
      'https://example.org',
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first?.summary).toBe('Application deadline: Data Science (M.Sc.), Aalto University');
    expect(first?.startDate.toString()).toBe('2027-01-15');
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.description).toContain('https://example.org/programs/aalto-university/p-1');
    const alarm = first?.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P2W');
  });
});

describe("the header's shortlist count", () => {
  it('counts the stored ids in either stored shape, and nothing for what it cannot read', () => {
    expect(storedCount(JSON.stringify({ ids: [3, 5, 8], removed: [], synced: [], owner: null }))).toBe(3);
    expect(storedCount('[7,8]')).toBe(2);
    expect(storedCount(null)).toBe(0);
    expect(storedCount('{not json')).toBe(0);
  });
});
