import { describe, expect, it } from 'vitest';
import { bucketAndName, isValidBucketId, isValidObjectName } from './names.ts';

// Names become paths on this machine: what may reach the disk, and how URLs decode into names.

describe('object names', () => {
  it.each([
    'cat.png',
    'folder/cat.png',
    'a/b/c/d.webp',
    'été à Paris 😀.png',
    "spaces & (symbols) !$'@=;:+,?*.png",
    '..hidden-but-not-a-segment',
    'a/...',
    'trailing.dot.',
  ])('accepts %j', (name) => {
    expect(isValidObjectName(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['leading slash', '/etc/passwd'],
    ['trailing slash', 'folder/'],
    ['empty segment', 'a//b'],
    ['dot segment', 'a/./b'],
    ['dot-dot segment', 'a/../b'],
    ['dot-dot alone', '..'],
    ['backslash', '..\\windows'],
    ['NUL', 'a\u0000b'],
    ['newline', 'a\nb'],
    ['tab', 'a\tb'],
    ['DEL', 'a\u007fb'],
    ['non-character', 'a\uffffb'],
    ['lone surrogate', 'a\ud800b'],
    ['over 1024 bytes', 'é'.repeat(513)],
    ['a segment over 255 bytes', `${'a'.repeat(256)}/b`],
  ])('refuses %s', (_label, name) => {
    expect(isValidObjectName(name)).toBe(false);
  });
});

describe('bucket ids', () => {
  it.each(['avatars', 'test-images', 'a.b_c'])('accepts %j', (id) => expect(isValidBucketId(id)).toBe(true));
  it.each(['', '.', '..', 'a/b', 'a\\b', 'x'.repeat(64), 'é'])('refuses %j', (id) =>
    expect(isValidBucketId(id)).toBe(false),
  );
});

describe('URL paths', () => {
  it('decodes the bucket and the name as hosted’s router does', () => {
    expect(bucketAndName('avatars/folder%2Fcat%20one.png')).toEqual({ bucket: 'avatars', name: 'folder/cat one.png' });
    expect(bucketAndName('avatars/a/b.png')).toEqual({ bucket: 'avatars', name: 'a/b.png' });
  });

  it.each([
    ['avatars/a%2F..%2F..%2Fx'],
    ['avatars/%2E%2E%2Fx'],
    ['avatars/a%zz'],
    ['avatars'],
    ['avatars/'],
    ['%2E%2E/x'],
    ['a%2Fb/x'],
  ])('refuses %j with a 400', (rest) => {
    expect(() => bucketAndName(rest)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('never echoes control characters in the error', () => {
    try {
      bucketAndName('avatars/a%1B%5B31mred');
      expect.unreachable();
    } catch (error) {
      expect(JSON.stringify((error as { body: unknown }).body)).not.toMatch(/\\u001b/i);
    }
  });
});
