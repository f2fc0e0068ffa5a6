// Who gets into the console: nobody without a session, only staff (admins and counsellors) with one; and
// the server, not the UI, refuses every write of a non-admin.
import { accessMessages, adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { ADMIN, ANITA, expect, loginAsAdmin, rest, SESSION_KEY, STUDENT, signIn, test, uniqueTag } from './fixtures.ts';

test('a visitor without a session lands on the login page, never on the console', async ({ page }) => {
  await page.goto('/admin/universities');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText(accessMessages.loginRequired)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  // One redirect, not a loop pushing /login again and again (react-admin #10885 with react-router 7).
  expect(await page.evaluate(() => history.length)).toBeLessThan(5);
  // The bare host goes to the console too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the console is not indexed', async ({ page, request }) => {
  await page.goto('/admin/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Disallow: \//);
});

test('a wrong password is reported and keeps the visitor out', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a signed-in non-admin is refused, signed out, and shown the way back to the site', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Password').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(accessMessages.notAuthorized)).toBeVisible();
  await expect(page.getByRole('link', { name: adminMessages.backToSite })).toBeVisible();
  // Signed out of the console: no session is stored, and console pages still lead to the login page.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('auth-token')));
  expect(stored).toEqual([]);
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('a non-admin session found in the browser is refused too', async ({ page }) => {
  // As if the student had signed in elsewhere on this origin: put their session where supabase-js keeps it.
  const session = await signIn(STUDENT.email, STUDENT.password);
  await page.goto('/admin/login');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  });
  await page.goto('/admin/universities');
  await expect(page.getByText(accessMessages.notAuthorized)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('the server refuses every write of a non-admin', async () => {
  const { access_token: token } = await signIn(STUDENT.email, STUDENT.password);
  const tag = uniqueTag();
  const inserts: Record<string, Record<string, unknown>> = {
    universities_data: { university_name: `E2E denied ${tag}` },
    interviews: { interviewee_name: `E2E denied ${tag}` },
    testimonials: { author_name: `E2E denied ${tag}`, content: 'x' },
    videos: { title: `E2E denied ${tag}`, youtube_video_id: 'dQw4w9WgXcQ' },
    news: { title: `E2E denied ${tag}` },
    careers: { title: `E2E denied ${tag}`, description: 'x' },
    pricing_plans: { name: `E2E denied ${tag}`, price_inr: 1 },
    resource_items: { title: `E2E denied ${tag}`, ctaText: 'x' },
    accommodation_options: { type: `E2E denied ${tag}` },
    transportation_options: { mode: `E2E denied ${tag}` },
  };
  for (const [table, row] of Object.entries(inserts)) {
    const { status } = await rest(table, { method: 'POST', body: row, token });
    expect(status, `insert into ${table}`).toBe(403);
  }
  const university = await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E target ${tag}` })
      .select()
      .single(),
  );
  const lead = await must(
    service
      .from('contacts')
      .insert({
        name: `E2E lead ${tag}`,
        email: 'lead@example.com',
        subject: 'Hello',
        message: 'Hi',
      })
      .select()
      .single(),
  );
  try {
    // Updates and deletes that RLS filters out change nothing.
    const update = await rest(`universities_data?id=eq.${university.id}`, {
      method: 'PATCH',
      body: { university_name: 'hacked' },
      token,
      prefer: 'return=representation',
    });
    expect(update.body).toEqual([]);
    await rest(`universities_data?id=eq.${university.id}`, { method: 'DELETE', token });
    await rest(`contacts?id=eq.${lead.id}`, { method: 'DELETE', token });
    const settings = await rest('settings?key=eq.stripe', {
      method: 'PATCH',
      body: { value: { publishableKey: 'pk_test_hacked' } },
      token,
      prefer: 'return=representation',
    });
    expect(settings.body).toEqual([]);
    // Leads are not readable by non-admins.
    expect((await rest('contacts?select=id', { token })).body).toEqual([]);
    // The rows are still there, unchanged.
    const after = await must(service.from('universities_data').select('university_name').eq('id', university.id));
    expect(after).toEqual([{ university_name: `E2E target ${tag}` }]);
    expect(await must(service.from('contacts').select('id').eq('id', lead.id))).toEqual([{ id: lead.id }]);
    // And is_admin() answers false for them.
    const rpc = await rest('rpc/is_admin', { method: 'POST', body: {}, token });
    expect(rpc.body).toBe(false);
  } finally {
    await must(service.from('universities_data').delete().eq('id', university.id));
    await must(service.from('contacts').delete().eq('id', lead.id));
  }
});

test('an admin signs in, sees the console, and signs out', async ({ page }) => {
  // The console signs out everywhere (GoTrue's default scope), which would also end the demo admin's
  // sessions in the tests running beside this one; here the sign-out ends this browser's session only.
  await page.route('**/auth/v1/logout?scope=global', (route) =>
    route.continue({ url: route.request().url().replace('scope=global', 'scope=local') }),
  );
  await loginAsAdmin(page);
  await expect(page.getByText(adminMessages.dashboard.welcome)).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin/universities');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a counsellor signs in through the login page and gets the student work, not the content', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ANITA.email);
  await page.getByLabel('Password').fill(ANITA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Cases', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Universities' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Students', exact: true })).toHaveCount(0);
});
