import { DEMO_ADMIN, DEMO_COUNSELLORS, DEMO_STUDENT } from '@app/shared/local-backend';
import { createUser } from './auth/users.ts';
import type { Sql } from './engine/engine.ts';

// The demo accounts of a seeded local database (README, Demo accounts). Created through the auth
// service's own user creation (what the admin API and `pnpm backend user add` run), not by seed.sql:
// GoTrue's tables are not the seed's to write (see seed.sql), and this way the stored hashes always
// match the passwords in shared/src/local-backend.ts.

export async function createDemoUsers(owner: Sql): Promise<void> {
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
}
