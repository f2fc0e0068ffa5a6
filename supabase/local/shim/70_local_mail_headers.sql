-- Platform shim, part 8 (local only): the custom headers a mail was sent with through the offline
-- Resend fake (the reminders' List-Unsubscribe and List-Unsubscribe-Post), so tests and the inbox can
-- read them. Idempotent: also applied to local databases made before it existed.
alter table auth.local_mail add column if not exists headers jsonb not null default '{}'::jsonb;
