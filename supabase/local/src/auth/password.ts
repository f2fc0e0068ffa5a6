// Password hashes as GoTrue stores them in auth.users.encrypted_password: bcrypt, cost 10, `$2a$`
// (Go's golang.org/x/crypto/bcrypt), so accounts move to hosted Supabase unchanged.
//
// Native bcrypt (@node-rs/bcrypt) rather than bcryptjs: a sign-in is one bcrypt verification, which
// bcryptjs ran on the event loop (nothing else was served meanwhile, and concurrent sign-ins queued
// behind each other on one core); the native one runs on libuv's thread pool, so the server keeps
// answering and sign-ins use every core (docs/decisions.md has the measurements).
import { hash, verify } from '@node-rs/bcrypt';

const BCRYPT_COST = 10;

/**
 * @node-rs/bcrypt writes `$2b$`. `$2b$` only fixed how OpenBSD wrapped the length of passwords of 255
 * bytes or more; ours stop at 72 (checkPasswordLength), for which `$2a$` and `$2b$` hash the same, so
 * the relabelled hash is the one GoTrue itself would write.
 */
export async function hashPassword(password: string): Promise<string> {
  const hashed = await hash(password, BCRYPT_COST);
  return `$2a$${hashed.slice('$2b$'.length)}`;
}

/** Any bcrypt hash ($2a$, $2b$, $2y$, as GoTrue accepts); a hash of another kind matches nothing. */
export async function passwordMatches(
  record: { encrypted_password: string | null },
  password: string,
): Promise<boolean> {
  if (!record.encrypted_password || typeof password !== 'string') return false;
  try {
    return await verify(password, record.encrypted_password);
  } catch {
    return false;
  }
}
