-- Why: many universities state their English requirement only as a level of the Common European
-- Framework of Reference ("English at level B2", "C1 (GER)"), naming no IELTS or TOEFL score: Vienna,
-- TU Wien, Padua, Barcelona, HU Berlin, LMU, Heidelberg, RWTH. The English figure held only scores, so
-- those programmes read "Not checked yet" although their page answers. A known English figure may now
-- hold the level (`cefr`) with or without scores; a level is never turned into a score or back
-- (docs/decisions.md). Only the English kind changes; the function is otherwise as
-- make_figures_honest wrote it.

-- What is wrong with a figure, in words staff can act on; NULL when it is a valid figure of that kind.
create or replace function private.figure_problem(figure jsonb, kind text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  state text := figure ->> 'state';
  value_keys text[] := case kind
    when 'money' then array['low_cents', 'high_cents', 'currency']
    when 'date' then array['date']
    when 'english' then array['ielts', 'toefl', 'cefr']
  end;
  allowed text[];
  extra text;
begin
  if value_keys is null then
    return format('unknown kind of figure "%s"', kind);
  end if;
  if jsonb_typeof(figure) is distinct from 'object' then
    return 'must be a JSON object';
  end if;
  if state is null or state not in ('known', 'none', 'unchecked') then
    return 'state must be known, none or unchecked';
  end if;
  allowed := case state
    when 'unchecked' then array['state', 'note']
    when 'none' then array['state', 'note', 'source_url', 'checked_on', 'applies_to']
    else array['state', 'note', 'source_url', 'checked_on', 'applies_to'] || value_keys
  end;
  select k into extra from jsonb_object_keys(figure) k where k <> all (allowed) limit 1;
  if extra is not null then
    return format('"%s" does not belong to a figure that is %s', extra, state);
  end if;
  if figure ? 'note' and (jsonb_typeof(figure -> 'note') <> 'string'
      or char_length(figure ->> 'note') not between 1 and 500) then
    return 'the note must be 1 to 500 characters';
  end if;
  if state = 'unchecked' then
    return null;
  end if;

  -- known and none: where it comes from and when it was read.
  if jsonb_typeof(figure -> 'source_url') is distinct from 'string'
      or not private.is_source_url(figure ->> 'source_url') then
    return 'needs the official page it comes from (an http(s) URL)';
  end if;
  if not private.is_iso_date(figure -> 'checked_on') or (figure ->> 'checked_on')::date < date '2000-01-01' then
    return 'needs the day it was checked (YYYY-MM-DD)';
  end if;
  if figure ? 'applies_to' and (jsonb_typeof(figure -> 'applies_to') <> 'string'
      or char_length(trim(figure ->> 'applies_to')) not between 1 and 60) then
    return 'the academic year or intake must be 1 to 60 characters';
  end if;
  if state = 'none' then
    return null;
  end if;
  if not figure ? 'applies_to' then
    return 'needs the academic year or intake it applies to (e.g. 2026/27)';
  end if;

  if kind = 'money' then
    if jsonb_typeof(figure -> 'low_cents') is distinct from 'number'
        or jsonb_typeof(figure -> 'high_cents') is distinct from 'number'
        or (figure ->> 'low_cents')::numeric <> trunc((figure ->> 'low_cents')::numeric)
        or (figure ->> 'high_cents')::numeric <> trunc((figure ->> 'high_cents')::numeric)
        or (figure ->> 'low_cents')::numeric < 0 then
      return 'needs an amount: whole cents, 0 or more (low_cents and high_cents)';
    end if;
    if (figure ->> 'high_cents')::numeric < (figure ->> 'low_cents')::numeric then
      return 'the high end of a band cannot be below the low end';
    end if;
    if (figure ->> 'high_cents')::numeric > 100000000000 then
      return 'the amount is too large';
    end if;
    if jsonb_typeof(figure -> 'currency') is distinct from 'string' or not private.is_currency(figure ->> 'currency') then
      return 'needs its currency (a three-letter ISO 4217 code)';
    end if;
  elsif kind = 'date' then
    if not private.is_iso_date(figure -> 'date') then
      return 'needs the date (YYYY-MM-DD)';
    end if;
  else
    if not (figure ? 'ielts' or figure ? 'toefl' or figure ? 'cefr') then
      return 'needs an IELTS band, a TOEFL iBT score or a CEFR level';
    end if;
    if figure ? 'cefr' and (jsonb_typeof(figure -> 'cefr') <> 'string'
        or figure ->> 'cefr' not in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')) then
      return 'the CEFR level must be one of A1, A2, B1, B2, C1, C2';
    end if;
    if figure ? 'ielts' and (jsonb_typeof(figure -> 'ielts') <> 'number'
        or (figure ->> 'ielts')::numeric not between 0 and 9
        or (figure ->> 'ielts')::numeric * 2 <> trunc((figure ->> 'ielts')::numeric * 2)) then
      return 'the IELTS band must be 0 to 9 in steps of 0.5';
    end if;
    if figure ? 'toefl' and (jsonb_typeof(figure -> 'toefl') <> 'number'
        or (figure ->> 'toefl')::numeric not between 0 and 120
        or (figure ->> 'toefl')::numeric <> trunc((figure ->> 'toefl')::numeric)) then
      return 'the TOEFL iBT score must be a whole number from 0 to 120';
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.figure_problem(jsonb, text) from public;
grant execute on function private.figure_problem(jsonb, text) to anon, authenticated, service_role;
