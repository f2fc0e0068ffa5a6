-- Platform shim, part 7 (local only): what the offline Resend fake (src/mail-fake) keeps of each message
-- besides what the auth mails already had: the plain-text part, the attachments (a booking's .ics,
-- base64 as Resend receives them), the id the fake answered and the request's idempotency key, so the
-- same key answers the same id and the message is stored once. Idempotent: it is also applied to local
-- databases made before it existed.
alter table auth.local_mail
  add column if not exists text_body text,
  add column if not exists attachments jsonb not null default '[]'::jsonb,
  add column if not exists provider_id text,
  add column if not exists idempotency_key text,
  add column if not exists request_hash text;

create unique index if not exists local_mail_idempotency_key_idx on auth.local_mail (idempotency_key)
  where idempotency_key is not null;
