-- Why: with the student's consent, the counsellor of their case sees their applications and checklists
-- in the case file, and adds a step or a comment the student sees (issue 33). public.case_file gains
-- `applications` (null unless the account with the case's confirmed address shares with counsellors);
-- the rest of the document is as 20261127000200 made it.

create or replace function public.case_file(case_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  the_case public.student_cases;
  account_id uuid;
  account_consents boolean;
  document jsonb;
begin
  select * into the_case from public.student_cases c where c.id = case_file.case_id;
  if not found or not ((select private.is_admin()) or private.is_case_counsellor(the_case.id)) then
    raise exception 'This case is not yours to open.' using errcode = '42501';
  end if;
  -- The account counts only once it confirmed the case's address: anyone can sign up with any address.
  select u.id into account_id from auth.users u
   where lower(u.email) = the_case.email and u.email_confirmed_at is not null;
  select coalesce(s.share_with_counsellors, false) into account_consents
    from public.sharing_consents s where s.user_id = account_id;
  account_consents := coalesce(account_consents, false);

  select jsonb_build_object(
    'case', jsonb_build_object(
      'id', the_case.id, 'email', the_case.email, 'name', the_case.name, 'home_country', the_case.home_country,
      'stage', the_case.stage, 'closed_reason', the_case.closed_reason, 'counsellor_id', the_case.counsellor_id,
      'counsellor_name', (select display_name from public.counsellors where user_id = the_case.counsellor_id),
      'created_at', the_case.created_at, 'updated_at', the_case.updated_at),
    'account', (
      select jsonb_build_object('id', u.id, 'full_name', u.raw_user_meta_data ->> 'full_name',
        'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at, 'shares_with_counsellors', account_consents)
        from auth.users u where u.id = account_id),
    'contacts', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'subject', c.subject, 'message', c.message, 'sent_at', c.created_at)
        order by c.created_at desc)
        from public.contacts c where lower(c.email) = the_case.email), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'starts_at', b.starts_at, 'status', b.status, 'counsellor_id', b.counsellor_id,
        'counsellor_name', co.display_name, 'language', b.language, 'whatsapp', b.whatsapp,
        'home_country', b.home_country, 'study_level', b.study_level, 'field_of_study', b.field_of_study,
        'intended_intake', b.intended_intake, 'budget_band', b.budget_band, 'english_test', b.english_test,
        'share_consent', b.share_consent, 'booked_at', b.created_at) order by b.starts_at desc)
        from public.bookings b join public.counsellors co on co.user_id = b.counsellor_id
       where b.case_id = the_case.id), '[]'::jsonb),
    'purchases', coalesce((
      select jsonb_agg(jsonb_build_object('plan', pp.name, 'amount_total', p.amount_total, 'currency', p.currency,
        'status', p.status, 'created_at', p.created_at) order by p.created_at desc)
        from public.purchases p left join public.pricing_plans pp on pp.id = p.plan_id
       where p.user_id = account_id), '[]'::jsonb),
    -- Shared only with consent: the account's live shortlist (consent on /account) and what each
    -- booking attached (consent on the booking form).
    'shortlist', coalesce((
      select jsonb_agg(jsonb_build_object('program_id', pr.id, 'program', pr.name, 'program_slug', pr.slug,
        'university', un.university_name, 'university_slug', un.slug, 'shared_by', shared.via) order by pr.name)
        from (
          select s.program_id, 'account' as via from public.shortlisted_programs s
           where account_consents and s.user_id = account_id
          union
          select unnest(b.shortlist_program_ids), 'booking' from public.bookings b
           where b.case_id = the_case.id and b.share_consent
        ) shared
        join public.programs pr on pr.id = shared.program_id
        join public.universities_data un on un.id = pr.university_id), '[]'::jsonb),
    'plans', coalesce((
      select jsonb_agg(jsonb_build_object('plan_query', b.plan_query, 'shared_at', b.created_at) order by b.created_at desc)
        from public.bookings b
       where b.case_id = the_case.id and b.share_consent and b.plan_query is not null), '[]'::jsonb),
    -- The student's applications, their checklists and the comments on them: only while the account
    -- shares with counsellors (the same consent applications' RLS asks of the counsellor); null says
    -- "not shared", an empty array "shared, nothing started".
    'applications', case when account_consents and private.may_counsel(account_id) then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', a.id, 'program_id', pr.id, 'program', pr.name, 'program_slug', pr.slug,
        'university', un.university_name, 'university_slug', un.slug, 'stage', a.stage, 'portal', a.portal,
        'application_number', a.application_number, 'deadline', a.deadline, 'updated_at', a.updated_at,
        -- Progress: steps done out of the steps that count (one marked not needed no longer does).
        'progress', (
          select jsonb_build_object(
            'done', count(*) filter (where st.done_at is not null),
            'total', count(*) filter (where st.not_needed_reason is null))
            from public.application_steps st where st.application_id = a.id),
        'steps', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', st.id, 'source', st.source, 'position', st.position, 'title', st.title, 'detail', st.detail,
            'official_url', st.official_url, 'due_on', st.due_on, 'done_at', st.done_at,
            'not_needed_reason', st.not_needed_reason) order by st.position, st.due_on nulls last, st.id)
            from public.application_steps st where st.application_id = a.id), '[]'::jsonb),
        'comments', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', cm.id, 'body', cm.body, 'created_at', cm.created_at,
            'author', case when cm.author_id = account_id then 'Student'
                           else coalesce(co.display_name, 'Staff') end) order by cm.created_at, cm.id)
            from public.application_comments cm
            left join public.counsellors co on co.user_id = cm.author_id
           where cm.application_id = a.id), '[]'::jsonb)
        ) order by a.deadline nulls last, pr.name, a.id)
        from public.applications a
        join public.programs pr on pr.id = a.program_id
        join public.universities_data un on un.id = pr.university_id
       where a.user_id = account_id), '[]'::jsonb) end,
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('changed_at', a.changed_at, 'actor_email', a.actor_email,
        'action', a.action, 'changes', a.changes) order by a.changed_at desc)
        from public.audit_log a where a.table_name = 'student_cases' and a.row_id = the_case.id::text), '[]'::jsonb)
  ) into document;
  return document;
end
$$;
revoke all on function public.case_file(bigint) from public, anon;
grant execute on function public.case_file(bigint) to authenticated;
