// Hostile values that every layer must refuse alike: the database's checks (supabase/tests), the
// shared validators the forms and pages use, and the site's link helper. One list, so a case added for
// one layer is tried on all of them.

/** Links an attacker (or a stolen admin session) may store: script-bearing schemes in any case, with
 *  leading or embedded whitespace and control characters, protocol-relative and backslash tricks. */
export const HOSTILE_LINKS = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '  VBScript:msgbox(1)',
  '//evil.example/phish',
  '/\\evil.example',
  '/\t/evil.example',
  'https://\tevil.example',
  'https:evil.example',
  'https://',
  'evil.example',
] as const;

/** "E-mail addresses" that would become a prefilled or redirected mailto: link in the console. */
export const MAILTO_PREFILLING_EMAILS = [
  'a@b.co?subject=x',
  'a@b.co?subject=Urgent&body=Click%20https://evil.example',
  'a?subject=x@b.co',
  'a@b.co#x',
  'a%3Fsubject=x@b.co',
  'a@b.co/x',
  'a&cc=victim@b.co',
  'a@b.co,victim@c.co',
  'a@b.co;victim@c.co',
  'a b@c.co',
  'a\u0001@b.co',
  '<a@b.co>',
  'a@b',
  'javascript:alert(1)//@b.co',
] as const;
