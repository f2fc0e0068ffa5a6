-- Why: a student's messages, bookings, account, purchases and shortlist were on four screens; the case
-- file joins them by e-mail in one read, for the staff of the case only, and shows the shortlist and
-- first-year plans only when the student agreed to share them (issue 32). The dashboard's "Advanced
-- Analytics — coming soon" becomes the funnel, computed here from our own rows (no tracker).

-- Everything the console's case file shows, as one JSON document. Refused (42501) unless the caller is
-- an admin or the counsellor assigned to the case.
create function public.case_file(case_id bigint)
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

-- The funnel per week (Monday, UTC) and home country, from the first week asked for: new cases
-- (leads), cases that booked, consultations held and missed, and where that week's cases stand now.
-- Staff only; no person is named in it.
create function public.funnel_report(weeks integer default 12)
returns table (
  week date,
  home_country text,
  leads bigint,
  booked bigint,
  showed_up bigint,
  no_shows bigint,
  consulted bigint,
  applying bigint,
  admitted bigint,
  visa bigint,
  enrolled bigint,
  closed bigint,
  booking_rate numeric,
  show_up_rate numeric,
  enrolment_rate numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can read the funnel.' using errcode = '42501';
  end if;
  if weeks is null or weeks not between 1 and 104 then
    raise exception 'Ask for 1 to 104 weeks.' using errcode = '22023';
  end if;
  return query
  with cases as (
    select c.id, date_trunc('week', c.created_at at time zone 'UTC')::date as week,
           coalesce(c.home_country, 'Not given') as home_country, c.stage,
           exists (select 1 from public.bookings b where b.case_id = c.id) as has_booking,
           exists (select 1 from public.bookings b where b.case_id = c.id and b.status = 'attended') as attended,
           exists (select 1 from public.bookings b where b.case_id = c.id and b.status = 'no_show') as missed
      from public.student_cases c
     where c.created_at >= (date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => weeks - 1)) at time zone 'UTC'
  )
  select cs.week, cs.home_country,
         count(*), count(*) filter (where cs.has_booking), count(*) filter (where cs.attended),
         count(*) filter (where cs.missed),
         count(*) filter (where cs.stage in ('consulted', 'applying', 'admitted', 'visa', 'enrolled')),
         count(*) filter (where cs.stage in ('applying', 'admitted', 'visa', 'enrolled')),
         count(*) filter (where cs.stage in ('admitted', 'visa', 'enrolled')),
         count(*) filter (where cs.stage in ('visa', 'enrolled')),
         count(*) filter (where cs.stage = 'enrolled'),
         count(*) filter (where cs.stage = 'closed'),
         round(count(*) filter (where cs.has_booking)::numeric / count(*), 3),
         round(count(*) filter (where cs.attended)::numeric / nullif(count(*) filter (where cs.has_booking), 0), 3),
         round(count(*) filter (where cs.stage = 'enrolled')::numeric / count(*), 3)
    from cases cs
   group by cs.week, cs.home_country
   order by cs.week desc, cs.home_country;
end
$$;
revoke all on function public.funnel_report(integer) from public, anon;
grant execute on function public.funnel_report(integer) to authenticated;
