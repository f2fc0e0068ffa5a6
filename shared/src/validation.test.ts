import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';
import { MAILTO_PREFILLING_EMAILS } from './hostile-input.ts';
import {
  blankToNull,
  joinList,
  parseRanking,
  splitList,
  validateCommunityPost,
  validateContact,
  validateSuggestion,
  youtubeIdFrom,
} from './validation.ts';

const contact = { name: 'Asha', email: 'asha@example.com', subject: 'MSc in Germany', message: 'Hello' };

describe('validateContact', () => {
  it('returns the trimmed form', () => {
    expect(validateContact({ ...contact, name: '  Asha ' })).toEqual({ ok: true, value: contact });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s after trimming', (field) => {
    expect(validateContact({ ...contact, [field]: '   ' })).toEqual({
      ok: false,
      error: { title: 'Missing Fields', description: 'Please fill out all required fields.' },
    });
    expect(validateContact({ ...contact, [field]: undefined }).ok).toBe(false);
  });

  it('rejects a malformed email with the spec notice', () => {
    expect(validateContact({ ...contact, email: 'asha@example' })).toEqual({
      ok: false,
      error: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
    });
  });

  it('enforces the database length limits before sending', () => {
    const result = validateContact({ ...contact, message: 'x'.repeat(5001) });
    expect(result).toEqual({
      ok: false,
      error: { title: 'Too Long', description: 'Message must be at most 5,000 characters.' },
    });
    expect(validateContact({ ...contact, message: 'x'.repeat(5000) }).ok).toBe(true);
  });
});

describe('email pattern (text@text.text, no spaces)', () => {
  it.each(['a@b.c', 'first.last@uni.example.de', 'x+tag@mail.co.in', 'ü@ü.de'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b c.d', 'a@@b.c', 'a@b.c d'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it.each(MAILTO_PREFILLING_EMAILS)('rejects %j, which would prefill or redirect a mailto: link', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateCommunityPost', () => {
  it('trims and defaults a blank author to Anonymous Explorer', () => {
    expect(validateCommunityPost({ title: ' Hi ', content: ' Story ', author: '  ' })).toEqual({
      ok: true,
      value: { title: 'Hi', content: 'Story', author: 'Anonymous Explorer' },
    });
  });

  it('takes another default author (the admin team name)', () => {
    const result = validateCommunityPost({ title: 'T', content: 'C' }, 'EuroStudy Compass Team');
    expect(result).toEqual({
      ok: true,
      value: { title: 'T', content: 'C', author: 'EuroStudy Compass Team' },
    });
  });

  it.each([{ title: '  ', content: 'C' }, { title: 'T', content: '\n\t' }, {}])(
    'needs a title and content: %j',
    (input) => {
      expect(validateCommunityPost(input)).toEqual({
        ok: false,
        error: { title: 'Missing fields', description: 'Please provide a title and content for your post.' },
      });
    },
  );

  it('enforces the title limit', () => {
    expect(validateCommunityPost({ title: 'x'.repeat(201), content: 'C' }).ok).toBe(false);
  });
});

describe('lists', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitList(' Wi-Fi, ,Laundry ,, Bills included ,')).toEqual(['Wi-Fi', 'Laundry', 'Bills included']);
    expect(splitList('')).toEqual([]);
    expect(splitList(null)).toEqual([]);
    expect(splitList([' a ', '', 'b'])).toEqual(['a', 'b']);
  });

  it('joins with comma and space, round-tripping', () => {
    expect(joinList(['a', 'b'])).toBe('a, b');
    expect(joinList(null)).toBe('');
    expect(splitList(joinList(['x y', 'z']))).toEqual(['x y', 'z']);
  });

  it('turns blanks into null', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' a ')).toBe('a');
  });
});

describe('youtubeIdFrom', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    id,
    ` ${id} `,
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://music.youtube.com/watch?v=${id}`,
    `http://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abcdef&t=10`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/shorts/${id}`,
    `https://youtube.com/shorts/${id}?feature=share`,
    `https://www.youtube.com/live/${id}?si=x`,
    `https://www.youtube.com/v/${id}`,
    `www.youtube.com/watch?v=${id}`,
    `youtu.be/${id}`,
  ])('extracts the id from %s', (input) => {
    expect(youtubeIdFrom(input)).toBe(id);
  });

  it.each([
    '',
    null,
    'short',
    'dQw4w9WgXcQextra',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@EuroStudyCompass',
    `https://vimeo.com/${id}`,
    `https://example.com/watch?v=${id}`,
    'not a url at all',
  ])('returns null for %j', (input) => {
    expect(youtubeIdFrom(input)).toBeNull();
  });
});

describe('parseRanking', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['42', 42],
    [' 7 ', 7],
    [15, 15],
  ])('%j → %j', (input, expected) => {
    expect(parseRanking(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['1.5', 'abc', '12th', 1.5, '99999999999999999999'])('rejects %j', (input) => {
    expect(parseRanking(input).ok).toBe(false);
  });
});

describe('validateSuggestion', () => {
  const page = 'https://www.tum.de/en/studies/fees/tuition';
  it('needs the correct value and the official page, and keeps a blank note as none', () => {
    expect(validateSuggestion({ suggested_value: ' €3,000 a semester ', source_url: ` ${page} `, note: '  ' })).toEqual(
      {
        ok: true,
        value: { suggested_value: '€3,000 a semester', source_url: page, note: null },
      },
    );
    expect(validateSuggestion({ suggested_value: '', source_url: page })).toEqual({
      ok: false,
      error: {
        title: 'Missing Fields',
        description: 'Please give the correct value and the official page it comes from.',
      },
    });
    expect(validateSuggestion({ suggested_value: '€3,000' }).ok).toBe(false);
  });

  it.each(['tum.de/fees', 'javascript:alert(1)', '/contact', 'ftp://example.org/x', 'https://'])(
    'refuses %j as the official page, saying how to give one',
    (source_url) => {
      const result = validateSuggestion({ suggested_value: '€3,000', source_url });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.title).toBe('Invalid Link');
    },
  );

  it('says which field is too long', () => {
    const result = validateSuggestion({ suggested_value: 'x'.repeat(301), source_url: page });
    expect(!result.ok && result.error.description).toBe('The correct value must be at most 300 characters.');
  });
});
