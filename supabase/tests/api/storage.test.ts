import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

// /storage/v1 through the real supabase-js storage client: uploads, upserts, listing, removal, public
// URLs and downloads, with storage.objects' row-level security deciding who may write, as on hosted.
// Errors are checked as a caller sees them: storage-js's `statusCode` (the body's), since hosted answers
// every 4xx error with HTTP 400 (supabase/local/src/storage/errors.ts).

let stack: TestStack;
let admin: SupabaseClient<Database>;

const IMAGES = 'test-images';
const PRIVATE = 'test-private';
/** Public, no limits, no policies: written by the service role only. */
const FILES = 'test-files';

// What the real migration will have for a public image bucket: anyone reads, only admins write.
const SETUP = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
    ('${IMAGES}', '${IMAGES}', true, 1024, '{image/png,image/webp}'),
    ('${PRIVATE}', '${PRIVATE}', false, null, '{image/*}'),
    ('${FILES}', '${FILES}', true, null, null);
  create policy "Anyone can read test images" on storage.objects for select to anon, authenticated
    using (bucket_id = '${IMAGES}');
  create policy "Admins can upload test images" on storage.objects for insert to authenticated
    with check (bucket_id = '${IMAGES}' and (select private.is_admin()));
  create policy "Admins can replace test images" on storage.objects for update to authenticated
    using (bucket_id = '${IMAGES}' and (select private.is_admin()))
    with check (bucket_id = '${IMAGES}' and (select private.is_admin()));
  create policy "Admins can delete test images" on storage.objects for delete to authenticated
    using (bucket_id = '${IMAGES}' and (select private.is_admin()));`;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.engine.owner.exec(SETUP);
  admin = await stack.signedIn(DEMO_ADMIN);
});
afterAll(() => stack.close());

let counter = 0;
/** A distinct small "PNG" each call (the stack checks the declared type, not the bytes). */
function png(size = 64): Uint8Array {
  counter += 1;
  const bytes = new Uint8Array(size).fill(counter % 256);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
const blob = (bytes: Uint8Array, type = 'image/png') => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

const publicUrl = (bucket: string, path: string) => admin.storage.from(bucket).getPublicUrl(path).data.publicUrl;

async function publicBytes(bucket: string, path: string) {
  const response = await fetch(publicUrl(bucket, path));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown> };
}

/** The object as the service role sees it (null when there is none). */
async function stored(bucket: string, path: string): Promise<Uint8Array | null> {
  const { data, error } = await stack.service().storage.from(bucket).download(path);
  if (error) {
    expect((error as { statusCode?: string }).statusCode).toBe('404');
    return null;
  }
  return new Uint8Array(await data.arrayBuffer());
}

/** storage-js's error as a caller inspects it. */
function failure(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string } | null;
  return { status: e?.status, statusCode: e?.statusCode, message: e?.message };
}

describe('uploads by an admin, read through public URLs', () => {
  it('an uploaded image is served at its public URL with its bytes, type and cache lifetime', async () => {
    const bytes = png();
    const { data, error } = await admin.storage.from(IMAGES).upload('covers/first.png', blob(bytes), {
      cacheControl: '600',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'covers/first.png', fullPath: `${IMAGES}/covers/first.png` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { response, bytes: served } = await publicBytes(IMAGES, 'covers/first.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=600');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(served).toEqual(bytes);

    // A browser's revalidation: the same ETag, or a date at or after the upload, is 304 with no body.
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(publicUrl(IMAGES, 'covers/first.png'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const lastModified = response.headers.get('last-modified') as string;
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const since = await fetch(publicUrl(IMAGES, 'covers/first.png'), {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(since.status).toBe(304);
  });

  it('a raw body (Buffer with contentType) is stored with that type; the default cache lifetime is an hour', async () => {
    const bytes = png();
    const { error } = await admin.storage
      .from(IMAGES)
      .upload('raw/picture.webp', Buffer.from(bytes), { contentType: 'image/webp' });
    expect(error).toBeNull();
    const { response, bytes: served } = await publicBytes(IMAGES, 'raw/picture.webp');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(served).toEqual(bytes);
  });

  it('an upload to a name that exists is 409 Duplicate and keeps the first bytes', async () => {
    const first = png();
    await admin.storage.from(IMAGES).upload('dup.png', blob(first));
    const { data, error } = await admin.storage.from(IMAGES).upload('dup.png', blob(png()));
    expect(data).toBeNull();
    expect(failure(error)).toEqual({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await publicBytes(IMAGES, 'dup.png')).bytes).toEqual(first);
  });

  it('upsert replaces the bytes and keeps the object id', async () => {
    const first = await admin.storage.from(IMAGES).upload('logo.png', blob(png()));
    const replacement = png(100);
    const second = await admin.storage.from(IMAGES).upload('logo.png', blob(replacement), { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect((await publicBytes(IMAGES, 'logo.png')).bytes).toEqual(replacement);
  });

  it('update (PUT) replaces the bytes and the type', async () => {
    await admin.storage.from(IMAGES).upload('banner.png', blob(png()));
    const replacement = png(80);
    const { data, error } = await admin.storage.from(IMAGES).update('banner.png', blob(replacement, 'image/webp'));
    expect(error).toBeNull();
    expect(data?.path).toBe('banner.png');
    const { response, bytes } = await publicBytes(IMAGES, 'banner.png');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(bytes).toEqual(replacement);
  });

  it('?download asks for an attachment; HEAD answers the headers alone', async () => {
    await admin.storage.from(IMAGES).upload('attach.png', blob(png()));
    const url = admin.storage.from(IMAGES).getPublicUrl('attach.png', { download: 'My photo.png' }).data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=My%20photo.png; filename*=UTF-8''My%20photo.png;",
    );
    const head = await fetch(publicUrl(IMAGES, 'attach.png'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('64');
  });

  it('HTML is served as plain text, never as a page of the API origin', async () => {
    const page = '<script>alert(1)</script>';
    const { error } = await stack
      .service()
      .storage.from(FILES)
      .upload('page.html', blob(new TextEncoder().encode(page), 'text/html'));
    expect(error).toBeNull();
    const { response, bytes } = await publicBytes(FILES, 'page.html');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new TextDecoder().decode(bytes)).toBe(page);
  });

  it('authenticated download serves the same bytes (download() and /object/authenticated/)', async () => {
    const bytes = png();
    await admin.storage.from(IMAGES).upload('private-view.png', blob(bytes));
    const { data, error } = await admin.storage.from(IMAGES).download('private-view.png');
    expect(error).toBeNull();
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(bytes);
    expect(data?.type).toBe('image/png');

    const { data: session } = await admin.auth.getSession();
    const response = await fetch(`${stack.url}/storage/v1/object/authenticated/${IMAGES}/private-view.png`, {
      headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${session.session?.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });
});

describe('listing and removal', () => {
  it('lists one level of a folder: its objects and sub-folders, names relative to it', async () => {
    for (const path of ['gallery/b.png', 'gallery/a.png', 'gallery/sub/c.png', 'gallery-other/d.png']) {
      const { error } = await admin.storage.from(IMAGES).upload(path, blob(png()));
      expect(error).toBeNull();
    }
    const { data, error } = await stack.anon().storage.from(IMAGES).list('gallery');
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'sub']);
    const file = data?.find((entry) => entry.name === 'a.png');
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.metadata).toMatchObject({ size: 64, mimetype: 'image/png', cacheControl: 'max-age=3600' });
    expect(data?.find((entry) => entry.name === 'sub')).toMatchObject({ id: null, metadata: null });

    const searched = await admin.storage.from(IMAGES).list('gallery', { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
    const paged = await admin.storage.from(IMAGES).list('gallery', { limit: 1, offset: 1 });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['b.png']);
    const descending = await admin.storage.from(IMAGES).list('gallery', { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data?.map((entry) => entry.name)).toEqual(['sub', 'b.png', 'a.png']);
  });

  it('remove answers the removed objects; the public URL and downloads are then 404', async () => {
    await admin.storage.from(IMAGES).upload('old/one.png', blob(png()));
    await admin.storage.from(IMAGES).upload('old/two.png', blob(png()));
    const { data, error } = await admin.storage.from(IMAGES).remove(['old/one.png', 'old/missing.png']);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['old/one.png']);
    // The owner is the uploader's auth.uid(), what policies such as `owner = auth.uid()` compare with.
    const { data: me } = await admin.auth.getUser();
    expect(data?.[0]).toMatchObject({ bucket_id: IMAGES, owner: me.user?.id, metadata: { mimetype: 'image/png' } });

    const { response, json } = await publicBytes(IMAGES, 'old/one.png');
    expect(response.status).toBe(400);
    expect(json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const download = await admin.storage.from(IMAGES).download('old/one.png');
    expect(failure(download.error)).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await admin.storage.from(IMAGES).list('old')).data?.map((entry) => entry.name)).toEqual(['two.png']);
    // The name is free again.
    expect((await admin.storage.from(IMAGES).upload('old/one.png', blob(png()))).error).toBeNull();
  });
});

describe("the bucket's limits", () => {
  it('a file over file_size_limit is 413 and nothing is stored', async () => {
    const { error } = await admin.storage.from(IMAGES).upload('big.png', blob(png(2048)));
    expect(failure(error)).toEqual({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await admin.storage
      .from(IMAGES)
      .upload('big-raw.png', Buffer.from(png(2048)), { contentType: 'image/png' });
    expect(failure(raw.error).statusCode).toBe('413');
    expect(await stored(IMAGES, 'big.png')).toBeNull();
    expect(await stored(IMAGES, 'big-raw.png')).toBeNull();
  });

  it('a type outside allowed_mime_types is 415, exact types and type/* wildcards alike', async () => {
    const { error } = await admin.storage.from(IMAGES).upload('notes.txt', blob(new Uint8Array([1, 2]), 'text/plain'));
    expect(failure(error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const gif = await admin.storage.from(IMAGES).upload('anim.gif', blob(png(), 'image/gif'));
    expect(failure(gif.error).statusCode).toBe('415');
    expect(await stored(IMAGES, 'notes.txt')).toBeNull();

    const service = stack.service();
    expect((await service.storage.from(PRIVATE).upload('anim.gif', blob(png(), 'image/gif'))).error).toBeNull();
    const pdf = await service.storage.from(PRIVATE).upload('doc.pdf', blob(png(), 'application/pdf'));
    expect(failure(pdf.error)).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
  });
});

describe('who may write (storage.objects policies)', () => {
  it("a student's upload is refused (403) and leaves nothing behind", async () => {
    const student = await stack.newUser();
    const { data, error } = await student.client.storage.from(IMAGES).upload('student.png', blob(png()));
    expect(data).toBeNull();
    expect(failure(error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await stored(IMAGES, 'student.png')).toBeNull();
    // The name was never taken: the admin can still use it.
    expect((await admin.storage.from(IMAGES).upload('student.png', blob(png()))).error).toBeNull();
  });

  it("a student's upsert over an admin's image and remove of it change nothing", async () => {
    const bytes = png();
    await admin.storage.from(IMAGES).upload('kept.png', blob(bytes));
    const student = await stack.newUser();
    const upsert = await student.client.storage.from(IMAGES).upload('kept.png', blob(png()), { upsert: true });
    expect(failure(upsert.error).statusCode).toBe('403');
    const update = await student.client.storage.from(IMAGES).update('kept.png', blob(png()));
    expect(failure(update.error).statusCode).toBe('403');
    const removal = await student.client.storage.from(IMAGES).remove(['kept.png']);
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);
    expect((await publicBytes(IMAGES, 'kept.png')).bytes).toEqual(bytes);
  });

  it('an anonymous upload is refused', async () => {
    const { error } = await stack.anon().storage.from(IMAGES).upload('anon.png', blob(png()));
    expect(failure(error)).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await stored(IMAGES, 'anon.png')).toBeNull();
  });

  it('the service role writes whatever the policies say, into any bucket', async () => {
    const service = stack.service();
    const bytes = png();
    const { data, error } = await service.storage.from(PRIVATE).upload('reports/r1.png', blob(bytes));
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${PRIVATE}/reports/r1.png`);
    expect(await stored(PRIVATE, 'reports/r1.png')).toEqual(bytes);
    expect((await service.storage.from(IMAGES).upload('by-service.png', blob(png()))).error).toBeNull();
    expect((await service.storage.from(PRIVATE).remove(['reports/r1.png'])).data).toHaveLength(1);
  });
});

describe('reads of a private bucket', () => {
  it('its public URL is refused and only the service role may download', async () => {
    const bytes = png();
    await stack.service().storage.from(PRIVATE).upload('secret.png', blob(bytes));
    const { response, json } = await publicBytes(PRIVATE, 'secret.png');
    expect(response.status).toBe(400);
    expect(json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const anon = await stack.anon().storage.from(PRIVATE).download('secret.png');
    expect(failure(anon.error).statusCode).toBe('404');
    const adminRead = await admin.storage.from(PRIVATE).download('secret.png');
    expect(failure(adminRead.error).statusCode).toBe('404');
    expect((await admin.storage.from(PRIVATE).list()).data).toEqual([]);
    expect(await stored(PRIVATE, 'secret.png')).toEqual(bytes);
  });

  it('an unknown bucket is 404 Bucket not found', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('x.png', blob(png()));
    expect(failure(error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('hostile names', () => {
  async function post(path: string, token = stack.config.serviceRoleKey) {
    const response = await fetch(`${stack.url}/storage/v1/object/${path}`, {
      method: 'POST',
      body: new Uint8Array([1, 2, 3]),
      headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it.each([
    ['an encoded ../ climbing out of the bucket', `${IMAGES}/a%2F..%2F..%2F..%2Fescaped.png`],
    ['an encoded ../ at the start', `${IMAGES}/..%2Fescaped.png`],
    ['a leading slash', `${IMAGES}/%2Fetc%2Fescaped.png`],
    ['an empty segment', `${IMAGES}/a%2F%2Fb.png`],
    ['a ./ segment', `${IMAGES}/a%2F.%2Fb.png`],
    ['a backslash', `${IMAGES}/..%5Cescaped.png`],
    ['a NUL byte', `${IMAGES}/a%00.png`],
    ['a newline', `${IMAGES}/a%0A.png`],
    ['a control character', `${IMAGES}/a%01.png`],
    ['broken percent-encoding', `${IMAGES}/a%zz.png`],
    ['no name at all', `${IMAGES}/`],
    ['an overlong name', `${IMAGES}/${'a'.repeat(1100)}.png`],
    ['an encoded ../ as the bucket', '..%2F..%2Fescaped/x.png'],
  ])('%s is 400, even for the service role', async (_label, path) => {
    const { status, body } = await post(path);
    expect(status).toBe(400);
    expect(body.statusCode).toBe('400');
    expect(String(body.message)).not.toBe('');
  });

  it('supabase-js paths with ../ never leave the bucket', async () => {
    const { error } = await stack.service().storage.from(IMAGES).upload('a/../../escaped.png', blob(png()));
    expect(failure(error).status).toBeGreaterThanOrEqual(400);
    expect(await stored(IMAGES, 'escaped.png')).toBeNull();
  });

  it('hostile names are refused for reads and listing too', async () => {
    const read = await fetch(`${stack.url}/storage/v1/object/public/${IMAGES}/..%2F..%2Fpackage.json`);
    expect(read.status).toBe(400);
    expect((await read.json()).statusCode).toBe('400');
    const list = await stack.service().storage.from('..').list();
    expect(failure(list.error).statusCode).toBe('400');
  });

  it('Unicode names and spaces are fine, as on hosted', async () => {
    const bytes = png();
    const name = 'photos/été à Paris 😀.png';
    expect((await admin.storage.from(IMAGES).upload(name, blob(bytes))).error).toBeNull();
    expect((await publicBytes(IMAGES, name)).bytes).toEqual(bytes);
  });

  it('a name that is an object on one side and a folder on the other is refused, without a row', async () => {
    expect((await admin.storage.from(IMAGES).upload('clash', blob(png()))).error).toBeNull();
    const { error } = await admin.storage.from(IMAGES).upload('clash/inner.png', blob(png()));
    expect(failure(error).statusCode).toBe('400');
    expect(await stored(IMAGES, 'clash/inner.png')).toBeNull();
  });
});

describe('tokens', () => {
  it('a forged token is refused before anything happens', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/${IMAGES}/forged.png`, {
      method: 'POST',
      body: new Uint8Array([1]),
      headers: {
        apikey: stack.config.anonKey,
        Authorization: `Bearer ${stack.config.anonKey.slice(0, -4)}AAAA`,
        'Content-Type': 'image/png',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'invalid signature',
    });
    expect(await stored(IMAGES, 'forged.png')).toBeNull();
  });
});
