// An e-mail address as the forms, the console's mailto: links and the database accept it.

// One part of an address: no spaces or control characters, and none of what a URL or an address list
// gives meaning to, so the console's mailto: link cannot be turned into a prefilled message.
const EMAIL_PART = String.raw`[^\s\p{Cc}@?#&%/\\,;:<>"()[\]]+`;

/**
 * text, an at sign, text, a dot, text, with no spaces (docs/product.md section 5) and no URL characters
 * ('a@b.co?subject=...' is refused). The database's contacts_email_format check (migration
 * 20261123000310) is the same pattern.
 */
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`, 'u');

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
