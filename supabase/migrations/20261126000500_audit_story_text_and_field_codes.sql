-- Why: two fixes to the audit trail (create_audit_log). A story's title, text and author are a
-- visitor's own words: once staff delete a story, its text must not live on in the log, so the log
-- keeps a story's status changes but never its text (and what it already copied goes). And the fields
-- of study are keyed by `code`, not `id`: with `id` every staff write there would have failed.

drop trigger record_staff_change on public.community_blog_posts;
create trigger record_staff_change after insert or update or delete on public.community_blog_posts
  for each row execute function private.record_staff_change('id', 'title', 'content', 'author', 'website');
update public.audit_log
  set changes = changes - 'title' - 'content' - 'author' - 'website'
  where table_name = 'community_blog_posts';

drop trigger record_staff_change on public.fields_of_study;
create trigger record_staff_change after insert or update or delete on public.fields_of_study
  for each row execute function private.record_staff_change('code');
