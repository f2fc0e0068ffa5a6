-- Why: the console turns a lead's e-mail into a mailto: link, and 'a@b.co?subject=x' (which "text, an at
-- sign, text, a dot, text" allowed) became a prefilled message with the attacker's subject and body.
-- An address is now a plain one: no URL characters (? # & % / and the like) in the local part, and
-- dot-separated letter/digit/hyphen labels after the at sign (internationalised domains in punycode).
-- The same pattern is EMAIL_PATTERN in shared/src/validation.ts. Existing rows are checked, not
-- rewritten: the migration fails if one does not conform.

alter table public.contacts drop constraint contacts_email_format;
alter table public.contacts add constraint contacts_email_format check (
  char_length(email) <= 320
  and email ~ '^[A-Za-z0-9!$''*+=^_{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
);
