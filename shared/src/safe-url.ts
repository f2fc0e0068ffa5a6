// Which stored links may become an href or src: the same allow-list as the database's
// private.is_safe_link (migration 20261123000300), so a value the site or console renders is one the
// database would have accepted, and rows from before the rule (or from another backend) are still
// refused here. Anything else (javascript:, data:, vbscript:, '//host', tab-smuggled variants) is no link.
import { PLACEHOLDER_LINK } from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';

export type LinkOptions = { mailto?: boolean };

/** Browsers drop tabs and newlines inside URLs and trim spaces and controls around them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;
const WEB_URL = /^https?:\/\/[^/?#\\@]/i;
const SITE_PATH = /^\/(?:[^/\\]|$)/;
const MAILTO_URL = /^mailto:[^/?#@]+@[^/?#@]+(?:\?.*)?$/i;

/** True for an http(s) URL with a host, a site path, '#', or (with `mailto`) a mailto: address. */
export function isSafeLink(value: string, { mailto = false }: LinkOptions = {}): boolean {
  if (SPACE_OR_CONTROL.test(value)) return false;
  return (
    WEB_URL.test(value) || SITE_PATH.test(value) || value === PLACEHOLDER_LINK || (mailto && MAILTO_URL.test(value))
  );
}

export type SafeLink = { href: string; external: boolean };

/**
 * The link to render for a stored value, or null when there is none to render: blank, the '#'
 * placeholder (the caller shows its "coming soon" notice) or anything unsafe. `external` links
 * (http and https) open in a new tab; site paths and mailto: do not.
 */
export function safeLink(value: string | null | undefined, options: LinkOptions = {}): SafeLink | null {
  if (!value || value === PLACEHOLDER_LINK || !isSafeLink(value, options)) return null;
  return { href: value, external: WEB_URL.test(value) };
}

/** An http(s) link only, for buttons that always leave the site (official website, video). */
export function externalHref(value: string | null | undefined): string | null {
  const link = safeLink(value);
  return link?.external ? link.href : null;
}

/** A mailto: link for a plain address, or null when the text is not one (no prefilled subject or cc). */
export function mailtoHref(email: string | null | undefined): string | null {
  return email && EMAIL_PATTERN.test(email) ? `mailto:${email}` : null;
}
