-- Why: the consultations foundation (20261127000100) broke three of the database lints
-- (tests/database-lint.test.ts): audit_log had two permissive SELECT policies for authenticated (0006),
-- and the note and task authors' foreign keys had no index (0001; deleting a user scans the tables).
-- (public.open_slots, a security-definer function visitors call, is a documented exception to 0028 in
-- the lint test: a view cannot do it, as the slot functions it calls would be checked as the visitor.)

-- The audit log: one read policy, admins everything and counsellors the trail of their cases.
drop policy "Admins can read the audit log" on public.audit_log;
drop policy "Counsellors read the trail of their cases" on public.audit_log;
create policy "Admins read the audit log and counsellors the trail of their cases" on public.audit_log
  for select to authenticated
  using ((select private.is_admin())
         or private.is_case_counsellor(case when table_name = 'student_cases' then row_id::bigint end));

create index case_notes_author_idx on public.case_notes (author_id);
create index case_tasks_created_by_idx on public.case_tasks (created_by);
