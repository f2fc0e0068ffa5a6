-- One folding for slugs and searches (shared/src/fold.ts): ß, æ, œ, þ, ø, ł, đ and ð are spelled out in
-- either case (upper-case Æ, Œ, Þ and Ð were not before), accents dropped, lower case. Only new and
-- renamed rows get new slugs: stored slugs are kept, so no link breaks. The letters are handled before
-- lower(), which under a C collation leaves every non-ASCII letter as it is.
create or replace function private.slugify(name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- At most 120 characters (is_slug); a hyphen left at the cut is dropped.
  select trim(both '-' from left(trim(both '-' from regexp_replace(
    lower(translate(
      regexp_replace(
        normalize(
          replace(replace(replace(replace(replace(replace(replace(
            name, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'AE'), 'œ', 'oe'), 'Œ', 'OE'), 'þ', 'th'), 'Þ', 'TH'),
          nfd),
        '[\u0300-\u036f]', '', 'g'),
      'øØłŁđĐðÐ.''’', 'oOlLdDdD'
    )),
    '[^a-z0-9]+', '-', 'g'
  )), 120))
$$;
