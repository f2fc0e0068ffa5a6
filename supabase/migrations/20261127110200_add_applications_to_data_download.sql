-- Why: issue 33's data rights: "the data download and account deletion cover applications, checklists,
-- reminder settings and the send log". my_data (last replaced in 20261127010000) now also gives the
-- student's applications, each with its checklist steps and comments (a step or comment their counsellor
-- added names the counsellor, as case notes do), and their reminder settings.
--
-- Deletion needs no change: applications and reminder_preferences reference auth.users on delete
-- cascade, and an application's steps and comments cascade with it, so they go when delete-account
-- deletes the auth user (accounts.test.ts proves it). A student writes steps and comments only on their
-- own applications, so nothing they wrote is left elsewhere.
--
-- The reminder send log is created by the reminder mail migration (20261127120000); this function reads
-- it through private.reminder_data, and its rows cascade with the auth user too.

create or replace function public.my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  address text;
  document jsonb;
begin
  if me is null then
    raise exception 'Log in to download your data.' using errcode = '42501';
  end if;
  -- The address counts only once this account confirmed it: anyone can sign up with a lead's address.
  select u.email into address from auth.users u where u.id = me and u.email_confirmed_at is not null;
  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'full_name', u.raw_user_meta_data ->> 'full_name',
        'created_at', u.created_at, 'email_confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
        'is_admin', exists (select 1 from private.user_roles r where r.user_id = u.id))
      from auth.users u where u.id = me),
    'purchases', coalesce((
      select jsonb_agg(jsonb_build_object(
        'plan', pp.name, 'amount_total', p.amount_total, 'currency', p.currency, 'status', p.status,
        'created_at', p.created_at, 'receipt_url', p.receipt_url, 'email', p.email,
        'stripe_session_id', p.stripe_session_id, 'stripe_payment_intent_id', p.stripe_payment_intent_id)
        order by p.created_at)
      from public.purchases p left join public.pricing_plans pp on pp.id = p.plan_id
      where p.user_id = me), '[]'::jsonb),
    'shortlist', coalesce((
      select jsonb_agg(jsonb_build_object(
        'program_id', s.program_id, 'program', pr.name, 'university', un.university_name, 'saved_at', s.created_at)
        order by s.created_at)
      from public.shortlisted_programs s
      join public.programs pr on pr.id = s.program_id
      join public.universities_data un on un.id = pr.university_id
      where s.user_id = me), '[]'::jsonb),
    'checkouts_in_progress', coalesce((
      select jsonb_agg(jsonb_build_object(
        'plan', pp.name, 'stripe_session_id', o.stripe_session_id, 'opened_at', o.opened_at) order by o.opened_at)
      from private.open_checkouts o join public.pricing_plans pp on pp.id = o.plan_id
      where o.user_id = me), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', c.name, 'email', c.email, 'subject', c.subject, 'message', c.message, 'sent_at', c.created_at)
        order by c.created_at)
      from public.contacts c
      where c.user_id = me
         or (c.user_id is null and address is not null and lower(c.email) = lower(address))), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'starts_at', b.starts_at, 'status', b.status, 'counsellor', co.display_name, 'language', b.language,
        'name', b.name, 'email', b.email, 'whatsapp', b.whatsapp, 'home_country', b.home_country,
        'study_level', b.study_level, 'field_of_study', b.field_of_study, 'intended_intake', b.intended_intake,
        'budget_band', b.budget_band, 'english_test', b.english_test, 'share_consent', b.share_consent,
        'shortlist_program_ids', b.shortlist_program_ids, 'plan_query', b.plan_query, 'booked_at', b.created_at)
        order by b.starts_at)
      from public.bookings b join public.counsellors co on co.user_id = b.counsellor_id
      where b.user_id = me
         or (b.user_id is null and address is not null and lower(b.email) = lower(address))), '[]'::jsonb),
    'sharing_consent', (
      select jsonb_build_object('share_with_counsellors', s.share_with_counsellors, 'changed_at', s.changed_at)
      from public.sharing_consents s where s.user_id = me),
    'case', (
      select jsonb_build_object(
        'name', sc.name, 'email', sc.email, 'home_country', sc.home_country, 'stage', sc.stage,
        'closed_reason', sc.closed_reason, 'counsellor', co.display_name, 'opened_at', sc.created_at,
        'notes', coalesce((
          select jsonb_agg(jsonb_build_object('body', n.body, 'author', au.display_name, 'written_at', n.created_at)
            order by n.created_at)
          from public.case_notes n left join public.counsellors au on au.user_id = n.author_id
          where n.case_id = sc.id), '[]'::jsonb),
        'tasks', coalesce((
          select jsonb_agg(jsonb_build_object('title', t.title, 'due_on', t.due_on, 'done', t.done,
            'created_at', t.created_at) order by t.created_at)
          from public.case_tasks t where t.case_id = sc.id), '[]'::jsonb))
      from public.student_cases sc left join public.counsellors co on co.user_id = sc.counsellor_id
      where address is not null and sc.email = lower(address)),
    -- Issue 33: the applications with their checklists and comments (a counsellor's among them, by
    -- name), and the reminder settings.
    'applications', coalesce((
      select jsonb_agg(jsonb_build_object(
        'program_id', a.program_id, 'program', pr.name, 'university', un.university_name, 'stage', a.stage,
        'portal', a.portal, 'application_number', a.application_number, 'fee_paid_cents', a.fee_paid_cents,
        'fee_currency', a.fee_currency, 'deadline', a.deadline, 'notes', a.notes, 'started_at', a.created_at,
        'updated_at', a.updated_at,
        'steps', coalesce((
          select jsonb_agg(jsonb_build_object(
            'source', st.source, 'position', st.position, 'title', st.title, 'detail', st.detail,
            'official_url', st.official_url, 'lead_time_days', st.lead_time_days, 'due_on', st.due_on,
            'done_at', st.done_at, 'not_needed_reason', st.not_needed_reason,
            'added_by', case when st.added_by = me then 'you' else co.display_name end, 'added_at', st.created_at)
            order by st.position, st.id)
          from public.application_steps st left join public.counsellors co on co.user_id = st.added_by
          where st.application_id = a.id), '[]'::jsonb),
        'comments', coalesce((
          select jsonb_agg(jsonb_build_object(
            'body', cm.body, 'author', case when cm.author_id = me then 'you' else co.display_name end,
            'written_at', cm.created_at)
            order by cm.created_at, cm.id)
          from public.application_comments cm left join public.counsellors co on co.user_id = cm.author_id
          where cm.application_id = a.id), '[]'::jsonb))
        order by a.created_at, a.id)
      from public.applications a
      join public.programs pr on pr.id = a.program_id
      join public.universities_data un on un.id = pr.university_id
      where a.user_id = me), '[]'::jsonb),
    'reminder_preferences', (
      select jsonb_build_object(
        'email_reminders', r.email_reminders, 'weekly_digest', r.weekly_digest, 'time_zone', r.time_zone,
        'whatsapp_number', r.whatsapp_number, 'whatsapp_reminders', r.whatsapp_reminders, 'updated_at', r.updated_at)
      from public.reminder_preferences r where r.user_id = me),
    -- The reminder settings as sent, the send log and the stops (20261127120000_create_reminder_sends.sql;
    -- a PL/pgSQL body resolves it when called, after that migration made it).
    'reminders', private.reminder_data(me)
  ) into document;
  return document;
end
$$;
revoke all on function public.my_data() from public, anon;
grant execute on function public.my_data() to authenticated;
