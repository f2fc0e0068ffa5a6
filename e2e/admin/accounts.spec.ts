// Students and Purchases: read-only screens through the registry, searchable; admin rights granted from
// the Students screen let the student into the console; the dashboard shows this month's revenue.
import { adminMessages } from '@app/shared/messages';
import { must, newAccount, service } from '../service.ts';
import { ADMIN, expect, openDashboard, test, uniqueTag } from './fixtures.ts';

const newStudent = (tag: string) => newAccount(`student.${tag}@example.com`, `Student ${tag}`);

test('Students: every account with its sign-up, confirmation and purchases, searched by e-mail', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const student = await newStudent(tag);
  try {
    await page.goto('/admin/students');
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await page.getByPlaceholder(/Search by e-mail/).fill(tag);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Student ${tag}`);
    await expect(row).toContainText('Yes');
    await expect(row).toContainText('Student');
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // An admin's own row offers no way to change their own rights.
    await page.getByPlaceholder(/Search by e-mail/).fill(ADMIN.email);
    const own = page.getByRole('row').filter({ hasText: ADMIN.email });
    await expect(own).toContainText('Admin');
    await expect(own.getByRole('button', { name: /admin/i })).toHaveCount(0);
  } finally {
    await service.auth.admin.deleteUser(student.id);
  }
});

test('Purchases: plan, amount, status and Stripe ids, searched by the buyer’s e-mail', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const student = await newStudent(tag);
  const [plan] = await must(service.from('pricing_plans').select('id, name').order('price_inr').limit(1));
  if (!plan) throw new Error('the seed has pricing plans');
  const sessionId = `cs_test_${tag}`;
  await must(
    service.from('purchases').insert({
      user_id: student.id,
      email: student.email,
      plan_id: plan.id,
      amount_total: 499_900,
      currency: 'inr',
      status: 'paid',
      stripe_session_id: sessionId,
      stripe_payment_intent_id: `pi_${tag}`,
    }),
  );
  try {
    await page.goto('/admin/purchases');
    await page.getByPlaceholder(/Search by e-mail/).fill(student.email);
    const row = page.getByRole('row').filter({ hasText: sessionId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(student.email);
    await expect(row).toContainText(plan.name);
    await expect(row).toContainText('₹4,999');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(`pi_${tag}`);
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);

    await openDashboard(page);
    await expect(page.getByTestId('revenue-this-month')).toContainText('₹');
  } finally {
    await must(service.from('purchases').delete().eq('stripe_session_id', sessionId));
    await service.auth.admin.deleteUser(student.id);
  }
});

test('granting admin to a student, after a confirmation, lets them into the console at their next sign-in', async ({
  adminPage: page,
  browser,
}) => {
  const tag = uniqueTag();
  const student = await newStudent(tag);
  try {
    await page.goto('/admin/students');
    await page.getByPlaceholder(/Search by e-mail/).fill(tag);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await row.getByRole('button', { name: /Make admin/ }).click();
    const confirm = page.getByRole('dialog', { name: adminMessages.students.grantAdmin(student.email).title });
    await expect(confirm).toContainText(student.email);
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await expect(row).toContainText('Admin');

    const console = await browser.newPage();
    await console.goto('/admin/login');
    await console.getByLabel('Email').fill(student.email);
    await console.getByLabel('Password').fill(student.password);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(console.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await console.close();

    await row.getByRole('button', { name: /Revoke admin/ }).click();
    await page
      .getByRole('dialog', { name: adminMessages.students.revokeAdmin(student.email).title })
      .getByRole('button', { name: 'Revoke admin' })
      .click();
    await expect(row).not.toContainText('Admin');
  } finally {
    await service.auth.admin.deleteUser(student.id);
  }
});
