-- A figure's source must be a page that can exist. Hosts under the special-use names of RFC 2606 and
-- RFC 6761 (.invalid, .test, .example, .localhost) never serve an official page, so a figure citing one
-- is refused. The console's sample CSVs cite sample.invalid: an imported sample is previewed, and
-- refused rather than published as if it were a real university, programme, city or country.
create or replace function private.is_source_url(url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url is null or (
    url ~* '^https?://[^/?#\\@]'
    and private.is_safe_link(url)
    and substring(url from '^[A-Za-z]+://([^/?#]+)') !~* '(^|[.@])(invalid|test|example|localhost)\.?(:[0-9]*)?$'
  )
$$;
