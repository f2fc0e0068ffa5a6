-- Why: the audit trail (create_audit_log) copied every column of a staff change, so a deleted
-- interview's interviewee, role, notes and video, and a testimonial's author, words and photo, lived on
-- in the log for ever (issue 29). As for leads and stories, the log now keeps that such a row changed,
-- and its other columns (status, date, rating, featured), never the person's data; and what it already
-- copied goes.

drop trigger record_staff_change on public.interviews;
create trigger record_staff_change after insert or update or delete on public.interviews
  for each row execute function private.record_staff_change('id', 'interviewee_name', 'interviewee_role', 'notes', 'video_link');
update public.audit_log
  set changes = changes - 'interviewee_name' - 'interviewee_role' - 'notes' - 'video_link'
  where table_name = 'interviews';

drop trigger record_staff_change on public.testimonials;
create trigger record_staff_change after insert or update or delete on public.testimonials
  for each row execute function private.record_staff_change('id', 'author_name', 'content', 'image_url', 'image_path', 'image_alt');
update public.audit_log
  set changes = changes - 'author_name' - 'content' - 'image_url' - 'image_path' - 'image_alt'
  where table_name = 'testimonials';
