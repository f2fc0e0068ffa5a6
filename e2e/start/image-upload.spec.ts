// `pnpm start` mode: a picture staff upload for a news item in the console reaches the static site by
// itself (the news table's rebuild trigger): served as AVIF and WebP at several widths, with its size
// set and the alt text staff wrote. Removing it brings the placeholder back.
import { LOCAL_ANON_KEY } from '@app/shared/local-backend';
import { expect, test } from '@playwright/test';
import { ADMIN_URL, adminToken, asAdmin, rebuilderIdle, SUPABASE_URL, signInToConsole } from './support.ts';

const PHOTO = new URL('../fixtures/sample-photo.jpg', import.meta.url).pathname;
const ALT = `Students on the campus lawn ${Date.now().toString(36)}`;

test('a picture uploaded in the console appears on /news with responsive sources and its alt text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const [first] = (await asAdmin(token, 'GET', 'news?select=id,title&order=date.desc.nullsfirst,id&limit=1')) as {
    id: number;
    title: string;
  }[];
  if (!first) throw new Error('the seed has news');
  try {
    await signInToConsole(page);
    await page.goto(`${ADMIN_URL}/admin/news`);
    await page.locator('tr, li').filter({ hasText: first.title }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });

    // A file that is not an image is refused before any upload, whatever its name and type say.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/')) uploads.push(request.url());
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await dialog.getByLabel('Image file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: svg });
    await expect(dialog.getByText('Choose a JPEG, PNG, WebP or AVIF image.')).toBeVisible();
    await dialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(dialog.getByText('Choose a JPEG, PNG, WebP or AVIF image.')).toBeVisible();
    expect(uploads).toEqual([]);

    await dialog.getByLabel('Image file').setInputFiles(PHOTO);
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    // No picture without words for those who cannot see it.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Describe the image for people who cannot see it.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Image description (alt text)' }).fill(ALT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await expect
      .poll(async () => (await (await page.request.get('/news')).text()).includes(`alt="${ALT}"`), {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(true);
    await page.goto('/news');
    const picture = page.locator('picture').filter({ has: page.getByRole('img', { name: ALT }) });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\s400w,.*\s640w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\s960w/);
    const img = picture.getByRole('img', { name: ALT });
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1000');
    // Served from the site itself, resized at build time, and actually displayed.
    expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).origin).toBe(
      new URL(page.url()).origin,
    );
  } finally {
    const [row] = (await asAdmin(token, 'GET', `news?select=image_path&id=eq.${first.id}`)) as {
      image_path: string | null;
    }[];
    await asAdmin(token, 'PATCH', `news?id=eq.${first.id}`, { image_path: null, image_alt: null });
    if (row?.image_path) {
      await fetch(`${SUPABASE_URL}/storage/v1/object/news-images`, {
        method: 'DELETE',
        headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [row.image_path] }),
      });
    }
    await rebuilderIdle();
  }
});
