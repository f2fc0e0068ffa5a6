// Pure validators for the site forms and the admin. They return the spec's notices (docs/product.md section 5)
// instead of throwing, because every caller shows them as a toast.
import { COMMUNITY_POST_LIMITS, CONTACT_LIMITS, DEFAULT_STORY_AUTHOR, SUGGESTION_LIMITS } from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';
import { publicMessages } from './messages.ts';
import type { Notice } from './notice.ts';
import { isSafeLink } from './safe-url.ts';

// Kept in their own module so formatting (format.ts) needs no notices; re-exported for the forms.
export { joinList, splitList } from './lists.ts';

export type Result<T> = { ok: true; value: T } | { ok: false; error: Notice };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(error: Notice): Result<T> => ({ ok: false, error });

export type ContactForm = { name: string; email: string; subject: string; message: string };

export function validateContact(input: Partial<Record<keyof ContactForm, string | null>>): Result<ContactForm> {
  const value: ContactForm = {
    name: input.name?.trim() ?? '',
    email: input.email?.trim() ?? '',
    subject: input.subject?.trim() ?? '',
    message: input.message?.trim() ?? '',
  };
  if (!value.name || !value.email || !value.subject || !value.message) {
    return fail(publicMessages.validation.missingFields);
  }
  if (!EMAIL_PATTERN.test(value.email)) return fail(publicMessages.validation.invalidEmail);
  const tooLong = firstTooLong(value, CONTACT_LIMITS, CONTACT_LABELS);
  return tooLong ? fail(tooLong) : ok(value);
}

export type CommunityPostForm = { title: string; content: string; author: string };

/** Trims the post; a blank author becomes the default (the public site's 'Anonymous Explorer'). */
export function validateCommunityPost(
  input: Partial<Record<keyof CommunityPostForm, string | null>>,
  defaultAuthor: string = DEFAULT_STORY_AUTHOR,
): Result<CommunityPostForm> {
  const title = input.title?.trim() ?? '';
  const content = input.content?.trim() ?? '';
  if (!title || !content) return fail(publicMessages.validation.postMissingFields);
  const value = { title, content, author: input.author?.trim() || defaultAuthor };
  const tooLong = firstTooLong(value, COMMUNITY_POST_LIMITS, POST_LABELS);
  return tooLong ? fail(tooLong) : ok(value);
}

export type SuggestionForm = { suggested_value: string; source_url: string; note: string | null };

/** A suggested correction: the value and an http(s) page it comes from are required, the note is not. */
export function validateSuggestion(
  input: Partial<Record<keyof SuggestionForm, string | null>>,
): Result<SuggestionForm> {
  const value = {
    suggested_value: input.suggested_value?.trim() ?? '',
    source_url: input.source_url?.trim() ?? '',
    note: input.note?.trim() ?? '',
  };
  if (!value.suggested_value || !value.source_url) return fail(publicMessages.validation.suggestionMissingFields);
  if (!/^https?:\/\/[^/?#\\@\s]/i.test(value.source_url) || !isSafeLink(value.source_url)) {
    return fail(publicMessages.validation.invalidSourceUrl);
  }
  const tooLong = firstTooLong(value, SUGGESTION_LIMITS, SUGGESTION_LABELS);
  return tooLong ? fail(tooLong) : ok({ ...value, note: value.note || null });
}

const SUGGESTION_LABELS = {
  suggested_value: 'The correct value',
  source_url: 'The official page',
  note: 'Note',
} as const;
const CONTACT_LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;
const POST_LABELS = { title: 'Title', content: 'Content', author: 'Author' } as const;

function firstTooLong<K extends string>(
  value: Record<K, string>,
  limits: Record<K, number>,
  labels: Record<K, string>,
): Notice | null {
  for (const key of Object.keys(limits) as K[]) {
    // Database limits count characters (code points), not UTF-16 units.
    if ([...value[key]].length > limits[key]) return publicMessages.validation.tooLong(labels[key], limits[key]);
  }
  return null;
}

/** Blank or missing text → null; otherwise the trimmed text. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:(?:www|m|music)\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
const PATH_FORMS = /^\/(?:embed|shorts|live|v|e)\/([^/?#]+)/;

/**
 * The 11-character video id from an id or any common YouTube URL (watch?v=, youtu.be/, /embed/,
 * /shorts/, /live/), with or without scheme and extra parameters; null when none is found.
 */
export function youtubeIdFrom(input: string | null | undefined): string | null {
  const text = input?.trim() ?? '';
  if (YOUTUBE_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.test(host)) {
    candidate = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1];
  }
  return candidate && YOUTUBE_ID_PATTERN.test(candidate) ? candidate : null;
}

export const invalidRanking: Notice = {
  title: 'Invalid Ranking',
  description: 'Global ranking must be a whole number.',
};

/** Admin university ranking: empty → null, a whole number → that number, anything else → error. */
export function parseRanking(value: string | number | null | undefined): Result<number | null> {
  if (value == null) return ok(null);
  const text = String(value).trim();
  if (!text) return ok(null);
  if (!/^[+-]?\d+$/.test(text)) return fail(invalidRanking);
  const n = Number(text);
  return Number.isSafeInteger(n) ? ok(n) : fail(invalidRanking);
}
