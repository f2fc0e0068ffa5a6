import { DEMO_ADMIN, DEMO_STUDENT } from '@app/shared/local-backend';
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
}
