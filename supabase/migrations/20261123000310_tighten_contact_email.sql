-- Why: the console turns a lead's e-mail into a mailto: link, and 'a@b.co?subject=x' (which "text, an at
-- sign, text, a dot, text" allowed) became a prefilled message with the attacker's subject and body.
-- The parts of an address may no longer hold control characters or what a URL or an address list
-- gives meaning to (? # & % / \ , ; : < > " ( ) [ ]); letters of any script stay allowed. The same
-- pattern is EMAIL_PATTERN in shared/src/validation.ts. Existing rows are checked, never rewritten:
-- the migration fails if one does not conform.

-- Invisible characters stay refused too (private.invisible_characters(), 20261123000100).
do $$
begin
  execute format(
    'alter table public.contacts drop constraint contacts_email_format, add constraint contacts_email_format '
    'check (char_length(email) <= 320 and email ~ %L and email !~ %L)',
    '^[^][:space:][:cntrl:]@?#&%/\\,;:<>"()[]+@[^][:space:][:cntrl:]@?#&%/\\,;:<>"()[]+\.[^][:space:][:cntrl:]@?#&%/\\,;:<>"()[]+$',
    private.invisible_characters()
  );
end
$$;
