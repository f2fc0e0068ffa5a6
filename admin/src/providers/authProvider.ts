// Who may use the console. Supabase auth says who the user is; the server says whether they are an
// admin (`is_admin()` reads private.user_roles, docs/architecture.md section 4). RLS refuses every write of a
// non-admin anyway: this check only spares them a console that would fail at every step.
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

// One server answer per signed-in user (checkAuth runs on every page); dropped when the session changes.
let cached: { userId: string; admin: Promise<boolean> } | null = null;

function isAdmin(userId: string, fresh = false): Promise<boolean> {
  if (!fresh && cached?.userId === userId) return cached.admin;
  const admin = (async () => {
    const { data, error } = await rest.rpc('is_admin');
    if (error) throw new Error(error.message);
    return data === true;
  })();
  // A failed check (network) is not remembered as "not an admin": ask again next time.
  admin.catch(() => {
    if (cached?.admin === admin) cached = null;
  });
  cached = { userId, admin };
  return admin;
}

auth.onAuthStateChange((event, session) => {
  if (event === 'SIGNED_OUT' || (cached && cached.userId !== session?.user.id)) cached = null;
});

// Set when a non-admin session was just refused: react-admin then logs out (e.g. <LogoutOnMount> under
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
 * server's decision on every request (RLS and is_admin()), not this value's.
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
    return { id: user.id, fullName: (user.user_metadata?.full_name as string | undefined) || user.email || 'Admin' };
  },

  async getPermissions() {
    const user = await sessionUser();
    return user && (await isAdmin(user.id)) ? 'admin' : null;
  },

  async login(params) {
    await base.login(params);
    const { data } = await auth.getSession();
    const userId = data.session?.user.id;
    if (userId && (await isAdmin(userId, true))) return;
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
    if (!(await isAdmin(userId))) await refuse();
  },

  async checkError(error) {
    const status = (error as { status?: number } | undefined)?.status;
    // An expired or invalid session: sign in again.
    if (status === 401 || (error as { name?: string } | undefined)?.name === 'AuthSessionMissingError') {
      throw { message: false };
    }
    // 403 is RLS refusing a write. For an admin it is an ordinary error to show (the dialog stays open);
    // only when the server no longer counts this user as an admin is the console closed.
    if (status === 403) {
      const { data } = await auth.getSession();
      const userId = data.session?.user.id;
      if (!userId || !(await isAdmin(userId, true))) await refuse();
    }
  },
};
