-- Why: an admin-entered `javascript:` (or `data:`, `vbscript:`) link reached a static page's href and ran
-- wherever the page was served without our CSP. Every column that becomes an href or src now holds only
-- an http(s) URL with a host, a site-relative path, the '#' placeholder ("not ready yet": the site shows
-- a notice instead of a link, and a bare fragment is inert anyway) or, for job applications, a mailto:.
-- The rule is an allow-list of prefixes, so case, leading spaces and schemes we never thought of fail
-- alike; whitespace and control characters are refused anywhere, since browsers drop tabs and newlines
-- inside URLs ('/<TAB>/evil.example' becomes '//evil.example', 'java<LF>script:' becomes 'javascript:').
-- shared/src/safe-url.ts holds the same rule for the site, the console and the forms.

create function private.is_safe_link(url text, allow_mailto boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url is null or (
    url !~ '[[:space:][:cntrl:]]'
    and (
      url ~* '^https?://[^/?#\\@]'
      or url ~ '^/([^/\\]|$)'
      or url = '#'
      or (allow_mailto and url ~* '^mailto:[^/?#@]+@[^/?#@]+(\?.*)?$')
    )
  )
$$;
revoke all on function private.is_safe_link(text, boolean) from public;
-- Check constraints run with the writer's privileges.
grant execute on function private.is_safe_link(text, boolean) to anon, authenticated, service_role;

-- Existing rows are reported, never rewritten: if any value breaks the rule the migration stops and
-- names them all, for an admin to correct by hand. Future link columns are constrained the same way.
create procedure private.constrain_link_column(table_name text, column_name text, allow_mailto boolean default false)
language plpgsql
set search_path = ''
as $$
declare
  offending text;
begin
  execute format(
    'select string_agg(quote_literal(%1$I), '', '') from public.%2$I where not private.is_safe_link(%1$I, %3$L)',
    column_name, table_name, allow_mailto
  ) into offending;
  if offending is not null then
    raise exception 'public.%.% holds links that are not http(s), site-relative, ''#''%: %',
      table_name, column_name, case when allow_mailto then ' or mailto:' else '' end, offending;
  end if;
  execute format(
    'alter table public.%1$I add constraint %2$I check (private.is_safe_link(%3$I, %4$L))',
    table_name, left(format('%s_%s_is_safe_link', table_name, lower(column_name)), 63), column_name, allow_mailto
  );
end
$$;
revoke all on procedure private.constrain_link_column(text, text, boolean) from public;

call private.constrain_link_column('universities_data', 'official_website_url');
call private.constrain_link_column('programs', 'application_link');
call private.constrain_link_column('resource_items', 'premiumLink');
call private.constrain_link_column('resource_items', 'resourceLink');
call private.constrain_link_column('premium_resource_links', 'url');
call private.constrain_link_column('news', 'articleurl');
call private.constrain_link_column('careers', 'applyLink', true);
call private.constrain_link_column('testimonials', 'image_url');
call private.constrain_link_column('interviews', 'video_link');
