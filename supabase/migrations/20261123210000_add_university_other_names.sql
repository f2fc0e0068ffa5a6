-- Why: students search a university by the name they know, which is often its own-language name or
-- short form ("TU München", "TUM", "Universität Wien"), while the catalogue shows the English one. The
-- finder's keyword search also looks at these names. A list of other names, typed comma-separated in
-- the console like the other list fields.

alter table public.universities_data
  add column other_names text[] not null default '{}'
    check (cardinality(other_names) <= 10 and char_length(array_to_string(other_names, ',')) <= 1000);
