import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  byDeadline,
  parseIds,
  readShortlist,
  SHORTLIST_KEY,
  type ShortlistProgram,
  shareUrl,
  toggle,
  writeShortlist,
} from './shortlist';
import { deadlinesCalendar } from './shortlist-calendar';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

const program = (id: number, deadline: string | null, name = `Program ${id}`): ShortlistProgram => ({
  id,
  name,
  university: 'Aalto University',
  path: `/programs/aalto-university/p-${id}`,
  application_deadline: deadline,
  deadline_note: null,
});

describe('the shortlist in the browser', () => {
  it('keeps positive ids once, in the order saved, and survives a corrupted value', () => {
    expect(parseIds(['3', 1, 3, -2, 'x', 1.5, 7])).toEqual([3, 1, 7]);
    expect(parseIds('5,2,5')).toEqual([5, 2]);
    const storage = memory();
    writeShortlist(storage, toggle(toggle([], 4), 9));
    expect(readShortlist(storage)).toEqual([4, 9]);
    expect(toggle([4, 9], 4)).toEqual([9]);
    storage.setItem(SHORTLIST_KEY, '{not json');
    expect(readShortlist(storage)).toEqual([]);
  });

  it('shares a read-only link with the same ids', () => {
    expect(shareUrl('https://example.org', [4, 9])).toBe('https://example.org/shortlist?ids=4,9');
  });

  it('lists open deadlines soonest first, then passed ones, then unknown', () => {
    const list = [program(1, null), program(2, '2026-11-01'), program(3, '2027-05-31'), program(4, '2027-01-15')];
    expect(byDeadline(list, '2026-11-23').map((p) => p.id)).toEqual([4, 3, 2, 1]);
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
