// Who may use the console. Supabase auth says who the user is; the server says which staff role they
// hold (`staff_role()`: 'admin' from private.user_roles, 'counsellor' from an active public.counsellors
// row, docs/architecture.md section 4). Students are refused. RLS refuses every write a role may not
// make anyway: this check only spares them a console that would fail at every step, and the role
// (getPermissions) decides which screens the sidebar and the routes offer (screens/registry.ts).
import { accessMessages } from '@app/shared/messages';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { auth, rest } from './supabase.ts';

/** Where a refused user lands: the login page, told to show the refusal and the way back to the site. */
export const DENIED_PARAM = 'denied';
const LOGIN_DENIED_PATH = `/login?${DENIED_PARAM}=1`;

export class AccessDeniedError extends Error {
  override name = 'AccessDeniedError';
  constructor() {
    super(accessMessages.notAuthorized);
  }
}

/** The staff roles the console knows; null is everyone else (students). */
export type StaffRole = 'admin' | 'counsellor';

// One server answer per signed-in user (checkAuth runs on every page); dropped when the session changes.
let cached: { userId: string; role: Promise<StaffRole | null> } | null = null;

function staffRole(userId: string, fresh = false): Promise<StaffRole | null> {
  if (!fresh && cached?.userId === userId) return cached.role;
  const role = (async () => {
    const { data, error } = await rest.rpc('staff_role');
    if (error) throw new Error(error.message);
    return data === 'admin' || data === 'counsellor' ? data : null;
  })();
  // A failed check (network) is not remembered as "not staff": ask again next time.
  role.catch(() => {
    if (cached?.role === role) cached = null;
  });
  cached = { userId, role };
  return role;
}

auth.onAuthStateChange((event, session) => {
  if (event === 'SIGNED_OUT' || (cached && cached.userId !== session?.user.id)) cached = null;
});

// Set when a non-staff session was just refused: react-admin then logs out (e.g. <LogoutOnMount> under
// requireAuth, which ignores the rejection's redirectTo) and logout() sends them to the refusal notice.
let refused = false;

/** Ends this console's session only; a student's other sessions (e.g. on the site) are left alone. */
async function refuse(): Promise<never> {
  cached = null;
  refused = true;
  await auth.signOut({ scope: 'local' });
  // biome-ignore lint/suspicious/noExplicitAny: react-admin reads `redirectTo`/`message` off the rejection.
  throw Object.assign(new AccessDeniedError(), { redirectTo: LOGIN_DENIED_PATH, message: false }) as any;
}

// ra-supabase's auth provider uses nothing of a client but its `auth` (see providers/supabase.ts).
const base = supabaseAuthProvider({ auth } as unknown as SupabaseClient, {});

/**
 * The signed-in user as this browser's session holds them. ra-supabase asks the server instead
 * (auth.getUser), and auth-js holds its session lock for that whole request, so every other session
 * read (checkAuth before each list) waited behind it while the console booted. Who may do what is the
 * server's decision on every request (RLS and staff_role()), not this value's.
 */
async function sessionUser(): Promise<User | null> {
  const { data } = await auth.getSession();
  return data.session?.user ?? null;
}

export const authProvider: AuthProvider = {
  ...base,

  async getIdentity() {
    const user = await sessionUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: (user.user_metadata?.full_name as string | undefined) || user.email || 'Staff' };
  },

  /** The staff role: 'admin', 'counsellor' or null. */
  async getPermissions() {
    const user = await sessionUser();
    return user ? staffRole(user.id) : null;
  },

  async login(params) {
    await base.login(params);
    const { data } = await auth.getSession();
    const userId = data.session?.user.id;
    if (userId && (await staffRole(userId, true))) return;
    cached = null;
    await auth.signOut({ scope: 'local' });
    throw new AccessDeniedError();
  },

  async logout(params) {
    cached = null;
    await base.logout(params);
    if (refused) {
      refused = false;
      return LOGIN_DENIED_PATH;
    }
  },

  async checkAuth(params) {
    await base.checkAuth(params).catch(() => {
      // No session: the login page itself says 'Please log in to access the admin panel.'
      throw { message: false };
    });
    const { data } = await auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) throw { message: false };
    if (!(await staffRole(userId))) await refuse();
  },

  async checkError(error) {
    const status = (error as { status?: number } | undefined)?.status;
    // An expired or invalid session: sign in again.
    if (status === 401 || (error as { name?: string } | undefined)?.name === 'AuthSessionMissingError') {
      throw { message: false };
    }
    // 403 is RLS refusing a write. For staff it is an ordinary error to show (the dialog stays open);
    // only when the server no longer counts this user as staff is the console closed.
    if (status === 403) {
      const { data } = await auth.getSession();
      const userId = data.session?.user.id;
      if (!userId || !(await staffRole(userId, true))) await refuse();
    }
  },
};
