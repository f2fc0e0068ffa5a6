import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './password.ts';
import type { UserRecord } from './users.ts';

const stored = (encrypted_password: string | null) => ({ encrypted_password }) as UserRecord;

describe('password hashes stay GoTrue-compatible', () => {
  it('writes $2a$ bcrypt at cost 10, which bcryptjs (and so Go bcrypt) verifies', async () => {
    const hashed = await hashPassword('Grüße-aus-Wien-2026');
    expect(hashed).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await bcryptjs.compare('Grüße-aus-Wien-2026', hashed)).toBe(true);
    expect(await bcryptjs.compare('Grüsse-aus-Wien-2026', hashed)).toBe(false);
  });

  it('verifies hashes other bcrypt implementations wrote: bcryptjs ($2a$, $2b$) and a published $2a$ vector', async () => {
    const password = 'correct horse battery staple';
    const fromBcryptjs = await bcryptjs.hash(password, 10);
    expect(await passwordMatches(stored(fromBcryptjs), password)).toBe(true);
    expect(await passwordMatches(stored(`$2a$${fromBcryptjs.slice(4)}`), password)).toBe(true);
    expect(await passwordMatches(stored(fromBcryptjs), 'correct horse battery stapler')).toBe(false);
    // OpenWall's crypt_blowfish test vector.
    const openwall = stored('$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW');
    expect(await passwordMatches(openwall, 'U*U')).toBe(true);
  });

  it('matches nothing without a bcrypt hash', async () => {
    expect(await passwordMatches(stored(null), 'anything')).toBe(false);
    expect(await passwordMatches(stored('plain-text'), 'plain-text')).toBe(false);
    expect(await passwordMatches(stored('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'), 'x')).toBe(false);
  });
});
