-- Why: an application's checklist is built from the programme (its English requirement, the documents
-- its application page asks for, its application fee), the destination and the student's home country.
-- Programmes held no application fee and no documents, so the programme part was only the English test.
-- Both are now facts with their official page like every other: the application fee is a money figure
-- (paid once; the three honest states: uni-assist's fee, Sweden's, or "none" where the page says there
-- is none), and the documents are a short list in plain words with the page that asks for them and the
-- day it was read. A university-wide application page applies to each of its programmes.

call private.add_figure('programs', 'application_fee', 'money');

alter table public.programs
  add column documents text[]
    constraint programs_documents_items check (
      cardinality(documents) between 1 and 20 and private.all_match(documents, '^\S.{0,199}$')
    ),
  add column documents_source_url text
    constraint programs_documents_source_url check (private.is_source_url(documents_source_url)),
  add column documents_checked_on date,
  -- A list without its page and day is not a fact; a page without a list says nothing.
  add constraint programs_documents_sourced check (
    (documents is null) = (documents_source_url is null) and (documents is null) = (documents_checked_on is null)
  );

create trigger programs_refuse_future_documents_check before insert or update of documents_checked_on on public.programs
  for each row when (new.documents_checked_on is not null)
  execute function private.refuse_future_dates('documents_checked_on');
