import type { Database, TablesInsert, TablesUpdate } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from './stack.ts';

export type TableName = keyof Database['public']['Tables'];
/** A counsellor is a signed-in user with an active `public.counsellors` row (the seeded demo counsellor
 *  Anita); the other roles are as before. A spec lists counsellor cells only where counsellors matter. */
const ROLES = ['anon', 'user', 'counsellor', 'admin', 'service'] as const;
export type Role = (typeof ROLES)[number];
type BaseRole = Exclude<Role, 'counsellor'>;
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Ids of seeded rows that samples may reference. */
export interface Fixtures {
  universityId: number;
  planId: number;
  /** The demo counsellor signed in as the `counsellor` role, and the other demo counsellor. */
  counsellorId: string;
  otherCounsellorId: string;
  /** A student case assigned to the signed-in counsellor, and one assigned to the other counsellor. */
  caseId: number;
  otherCaseId: number;
  /** Open slots of the signed-in counsellor (from `open_slots`), for samples that book one each. */
  openSlots: string[];
}

export interface RlsContext {
  stack: TestStack;
  clients: Record<Role, SupabaseClient<Database>>;
  userId: string;
  userEmail: string;
  fixtures: Fixtures;
}

export interface RlsSpec<T extends TableName> {
  table: T;
  /** A valid new row; called once per row needed. */
  sample(fixtures: Fixtures): TablesInsert<T>;
  /** A valid change to a row made from sample(). */
  patch: TablesUpdate<T>;
  /** The role × operation cells that are allowed: the table's permissions, written only here; every other
   *  cell must be refused. Counsellor cells are tried only when `counsellor` is given. */
  allowed: Record<BaseRole, readonly Operation[]> & { counsellor?: readonly Operation[] };
  /** The table is behind the human check (migration human_check): visitors', students' and counsellors' inserts
   *  carry a fresh pass, as the site's forms do; verify-human.test.ts tests them without one. */
  humanCheck?: true;
  /** Checks that a yes/no per cell cannot express (row ownership, public subsets). */
  extra?: (context: () => RlsContext) => void;
}

type AnyClient = SupabaseClient<Database>;
type Row = Record<string, unknown>;
type RowId = number | string;

/**
 * The RLS matrix of one table: for each role and operation, the operation is tried through the real
 * supabase-js client against the local stack, and its effect is checked with the service role
 * (a refused write may be an error or, where RLS hides rows, a silent no-op; both leave data unchanged).
 */
export function describeRls<T extends TableName>(spec: RlsSpec<T>): void {
  describe(`${spec.table}: row-level security`, () => {
    let context: RlsContext;
    const idColumn = spec.table === 'settings' ? 'key' : 'id';
    // Loosely typed: the spec's rows are checked by its own types; this helper only moves them around.
    const from = (client: AnyClient) =>
      client.from(spec.table as 'news') as unknown as ReturnType<SupabaseClient['from']>;

    beforeAll(async () => {
      const stack = await startTestStack();
      const user = await stack.newUser({ full_name: 'RLS Test User' });
      const service = stack.service();
      const { data: university } = await service.from('universities_data').select('id').limit(1).single();
      const { data: plan } = await service.from('pricing_plans').select('id').limit(1).single();
      const [anita, sagar] = DEMO_COUNSELLORS;
      const counsellorIds = new Map(
        ((await service.from('counsellors').select('user_id, display_name')).data ?? []).map((row) => [
          row.display_name,
          row.user_id,
        ]),
      );
      const counsellorId = counsellorIds.get(anita.fullName) ?? '';
      const otherCounsellorId = counsellorIds.get(sagar.fullName) ?? '';
      const newCase = async (counsellor: string) => {
        const { data, error } = await service
          .from('student_cases')
          .insert({ email: `case.${unique()}@example.com`, name: 'RLS Case', counsellor_id: counsellor })
          .select('id')
          .single();
        if (error) throw new Error(`case fixture failed: ${error.message}`);
        return data.id;
      };
      const { data: slots } = await service.rpc('open_slots');
      context = {
        stack,
        clients: {
          anon: stack.anon(),
          user: user.client,
          counsellor: await stack.signedIn(anita),
          admin: await stack.signedIn(DEMO_ADMIN),
          service,
        },
        userId: user.id,
        userEmail: user.email,
        fixtures: {
          universityId: university?.id ?? 0,
          planId: plan?.id ?? 0,
          counsellorId,
          otherCounsellorId,
          caseId: await newCase(counsellorId),
          otherCaseId: await newCase(otherCounsellorId),
          openSlots: (slots ?? []).filter((slot) => slot.counsellor_id === counsellorId).map((slot) => slot.starts_at),
        },
      };
    });
    afterAll(async () => {
      await context?.stack.close();
    });

    async function insertFixture(): Promise<Row> {
      const { data, error } = await from(context.clients.service)
        .insert(spec.sample(context.fixtures) as never)
        .select()
        .single();
      if (error) throw new Error(`fixture insert failed: ${error.message}`);
      return data as unknown as Row;
    }

    const idOf = (row: Row) => row[idColumn] as RowId;

    async function readById(id: RowId): Promise<Row | null> {
      const { data, error } = await from(context.clients.service).select('*').eq(idColumn, id).maybeSingle();
      if (error) throw new Error(error.message);
      return data as unknown as Row | null;
    }

    async function count(): Promise<number> {
      const { count: total, error } = await from(context.clients.service).select('*', { count: 'exact', head: true });
      if (error) throw new Error(error.message);
      return total ?? 0;
    }

    for (const role of ROLES) {
      const cells = spec.allowed[role];
      if (!cells) continue;
      for (const operation of OPERATIONS) {
        const allowed = cells.includes(operation);
        it(`${role} ${allowed ? 'may' : 'may not'} ${operation}`, async () => {
          const client = context.clients[role];
          if (operation === 'select') {
            const fixture = await insertFixture();
            const { data, error } = await from(client).select('*').eq(idColumn, idOf(fixture));
            const seen = !error && (data ?? []).length === 1;
            expect(seen).toBe(allowed);
          } else if (operation === 'insert') {
            const before = await count();
            const row: Row = { ...spec.sample(context.fixtures) };
            if (spec.humanCheck && (role === 'anon' || role === 'user' || role === 'counsellor')) {
              row.human_pass = await context.stack.humanPass(spec.table);
            }
            const { error } = await from(client).insert(row as never);
            expect(error === null).toBe(allowed);
            expect(await count()).toBe(before + (allowed ? 1 : 0));
          } else if (operation === 'update') {
            const fixture = await insertFixture();
            const { error } = await from(client)
              .update(spec.patch as never)
              .eq(idColumn, idOf(fixture));
            if (allowed) expect(error).toBeNull();
            const after = await readById(idOf(fixture));
            expect(after).not.toBeNull();
            expect(JSON.stringify(after) !== JSON.stringify(fixture)).toBe(allowed);
          } else {
            const fixture = await insertFixture();
            const { error } = await from(client).delete().eq(idColumn, idOf(fixture));
            if (allowed) expect(error).toBeNull();
            expect((await readById(idOf(fixture))) === null).toBe(allowed);
          }
        });
      }
    }

    spec.extra?.(() => context);
  });
}

const ALL: readonly Operation[] = OPERATIONS;
/** Public content: everyone reads, admins (and the service role) change it; a counsellor is not an editor. */
export const PUBLIC_CONTENT = {
  anon: ['select'],
  user: ['select'],
  counsellor: ['select'],
  admin: ALL,
  service: ALL,
} as const;
/** Signed-in content: students (and counsellors) read, admins change it. */
export const MEMBER_CONTENT = { anon: [], user: ['select'], counsellor: ['select'], admin: ALL, service: ALL } as const;
/** A unique suffix so rows made by one test never collide with another's. */
export const unique = () => Math.random().toString(36).slice(2, 10);
