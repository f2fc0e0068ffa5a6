import { DEMO_ADMIN, DEMO_COUNSELLORS, DEMO_STUDENT } from '@app/shared/local-backend';
import { createUser } from './auth/users.ts';
import type { OwnerSql } from './engine/engine.ts';

// The demo accounts of a seeded local database (README, Demo accounts). Created through the auth
// service's own user creation (what the admin API and `pnpm backend user add` run), not by seed.sql:
// GoTrue's tables are not the seed's to write (see seed.sql), and this way the stored hashes always
// match the passwords in shared/src/local-backend.ts.

export async function createDemoUsers(owner: OwnerSql): Promise<void> {
  const adminId = await createUser(owner, { ...DEMO_ADMIN, fullName: 'Demo Admin' });
  await createUser(owner, { ...DEMO_STUDENT, fullName: 'Priya Sharma' });
  await owner.query(`insert into private.user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
  // Counsellors start with the office hours (the counsellors table's trigger); the call link is a
  // placeholder a counsellor replaces with their own meeting room in the console.
  for (const counsellor of DEMO_COUNSELLORS) {
    const id = await createUser(owner, counsellor);
    await owner.query(
      `insert into public.counsellors (user_id, display_name, languages, video_link)
       values ($1, $2, $3::public.spoken_language[], $4)`,
      [id, counsellor.fullName, `{${counsellor.languages.join(',')}}`, `https://meet.example.com/${id.slice(0, 8)}`],
    );
  }
  await owner.exec(DEMO_CASEWORK);
}

// The seed's contact messages made their senders' cases (private.case_for); here the demo counsellors
// take some of them at different stages (one left unassigned for an admin to hand out, one closed),
// and two get a consultation in the coming days on the counsellor's first free slots, so a fresh
// `pnpm start` shows a populated stage board and calendar. Times are relative to now: the bookings
// are real slots of the counsellors' office hours (private.slots_between), one and two days ahead.
// Written as the service role (the request claims), as the booking trigger expects of staff tools.
const DEMO_CASEWORK = `
begin;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
with counsellor (email, user_id) as (
  select u.email, c.user_id from public.counsellors c join auth.users u on u.id = c.user_id
), plan (student, counsellor_email, stage, closed_reason) as (
  values
    ('priya.sharma@example.com', 'anita.counsellor@example.com', 'consulted', null),
    ('arjun.mehta@example.com', 'anita.counsellor@example.com', 'applying', null),
    ('rakib.hasan@example.com', 'anita.counsellor@example.com', 'closed', 'Decided to study in Bangladesh this year.'),
    ('sita.gurung@example.com', 'sagar.counsellor@example.com', 'new', null),
    ('kiran.thapa@example.com', 'sagar.counsellor@example.com', 'admitted', null)
)
update public.student_cases sc
   set counsellor_id = counsellor.user_id, stage = plan.stage::public.case_stage, closed_reason = plan.closed_reason
  from plan join counsellor on counsellor.email = plan.counsellor_email
 where sc.email = plan.student;
with counsellor (email, user_id) as (
  select u.email, c.user_id from public.counsellors c join auth.users u on u.id = c.user_id
), wanted (student, name, home_country, counsellor_email, days_ahead, language) as (
  values
    ('sita.gurung@example.com', 'Sita Gurung', 'Nepal', 'sagar.counsellor@example.com', 1, 'Nepali'),
    ('arjun.mehta@example.com', 'Arjun Mehta', 'India', 'anita.counsellor@example.com', 2, 'Hindi')
)
insert into public.bookings (counsellor_id, starts_at, name, email, home_country, language, study_level)
select counsellor.user_id,
       (select s.starts_at from private.slots_between(now() + make_interval(days => wanted.days_ahead),
                                                      now() + make_interval(days => wanted.days_ahead + 7)) s
         where s.counsellor_id = counsellor.user_id order by s.starts_at limit 1),
       wanted.name, wanted.student, wanted.home_country, wanted.language::public.spoken_language, 'Master''s'
  from wanted join counsellor on counsellor.email = wanted.counsellor_email;
commit;
`;
