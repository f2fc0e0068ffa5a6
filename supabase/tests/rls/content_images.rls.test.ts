// The content picture buckets (migration create_content_images), through supabase-js's storage client:
// anyone fetches a picture by its public URL; only admins upload, replace, list or delete; Storage
// refuses what is too large or not an image; and a row cannot point at a picture without alt text.
import { CONTENT_IMAGE_BUCKETS } from '@app/shared/content-images';
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../support/rls.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

type Client = SupabaseClient<Database>;
const BUCKETS = Object.values(CONTENT_IMAGE_BUCKETS);
const png = (size = 64) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
};

describe('content pictures: Storage buckets and policies', () => {
  let stack: TestStack;
  let anon: Client;
  let student: Client;
  let admin: Client;

  beforeAll(async () => {
    stack = await startTestStack();
    anon = stack.anon();
    student = (await stack.newUser()).client;
    admin = await stack.signedIn(DEMO_ADMIN);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const stored = async (bucket: string, name: string) => {
    const { rows } = await stack.engine.owner.query<{ n: number }>(
      'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    return rows[0]?.n ?? 0;
  };

  for (const bucket of BUCKETS) {
    it(`${bucket}: an admin uploads, replaces, lists and deletes; anyone reads the public URL`, async () => {
      const name = `${unique()}.png`;
      expect((await admin.storage.from(bucket).upload(name, png(), { contentType: 'image/png' })).error).toBeNull();
      expect((await admin.storage.from(bucket).upload(name, png(80), { upsert: true })).error).toBeNull();
      const { data: listed } = await admin.storage.from(bucket).list('', { search: name });
      expect(listed?.map((object) => object.name)).toEqual([name]);
      const response = await fetch(anon.storage.from(bucket).getPublicUrl(name).data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await response.arrayBuffer()).byteLength).toBe(80);
      expect((await admin.storage.from(bucket).remove([name])).error).toBeNull();
      expect(await stored(bucket, name)).toBe(0);
    });

    it(`${bucket}: a type with more than type/subtype (image/png/svg+xml) is refused and nothing stored`, async () => {
      for (const type of ['image/png/svg+xml', 'image/png/../svg+xml', 'image/png;x=/svg+xml']) {
        const name = `${unique()}.png`;
        const bytes = Buffer.from(await png().arrayBuffer());
        const { error } = await admin.storage.from(bucket).upload(name, bytes, { contentType: type });
        // 415 from Storage's own check where the first two parts already differ, else 403 from our trigger.
        expect(error).toMatchObject({
          statusCode: expect.stringMatching(/^(403|415)$/),
          message: expect.stringContaining(`mime type ${type} is not supported`),
        });
        expect(await stored(bucket, name)).toBe(0);
      }
    });

    it(`${bucket}: students and visitors cannot upload, replace, list or delete`, async () => {
      const name = `${unique()}.png`;
      for (const client of [student, anon]) {
        const { error } = await client.storage.from(bucket).upload(`${unique()}.png`, png());
        expect((error as { statusCode?: string } | null)?.statusCode).toBe('403');
      }
      await admin.storage.from(bucket).upload(name, png());
      for (const client of [student, anon]) {
        await client.storage.from(bucket).upload(name, png(90), { upsert: true });
        await client.storage.from(bucket).remove([name]);
        const { data } = await client.storage.from(bucket).list('', { search: name });
        expect(data ?? []).toEqual([]);
      }
      expect(await stored(bucket, name)).toBe(1);
      const response = await fetch(anon.storage.from(bucket).getPublicUrl(name).data.publicUrl);
      expect((await response.arrayBuffer()).byteLength).toBe(64);
    });
  }

  it('Storage refuses a picture over 5 MB and a file that is not an image', async () => {
    const bucket = CONTENT_IMAGE_BUCKETS.news;
    const large = await admin.storage.from(bucket).upload(`${unique()}.png`, png(5 * 1024 * 1024 + 1));
    expect((large.error as { statusCode?: string } | null)?.statusCode).toBe('413');
    const text = await admin.storage
      .from(bucket)
      .upload(`${unique()}.png`, new Blob(['<script>'], { type: 'text/html' }), { contentType: 'text/html' });
    expect((text.error as { statusCode?: string } | null)?.statusCode).toBe('415');
  });

  it('a row needs alt text with its picture, and a picture name the console makes', async () => {
    const { data: news } = await admin
      .from('news')
      .insert({ title: `Pictured ${unique()}` })
      .select('id')
      .single();
    const id = news?.id ?? 0;
    const withoutAlt = await admin.from('news').update({ image_path: 'a1b2.webp' }).eq('id', id);
    expect(withoutAlt.error?.code).toBe('23514');
    for (const path of [
      '../private/secret.png',
      '/etc/passwd.png',
      'photo.svg',
      'Photo.PNG',
      `${'a'.repeat(70)}.png`,
    ]) {
      const bad = await admin.from('news').update({ image_path: path, image_alt: 'A photo' }).eq('id', id);
      expect(bad.error?.code, path).toBe('23514');
    }
    const blankAlt = await admin.from('news').update({ image_path: 'a1b2.webp', image_alt: '   ' }).eq('id', id);
    expect(blankAlt.error?.code).toBe('23514');
    const good = await admin
      .from('news')
      .update({ image_path: 'a1b2.webp', image_alt: 'The main library' })
      .eq('id', id);
    expect(good.error).toBeNull();
  });
});
