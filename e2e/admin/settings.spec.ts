import { adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { expect, test } from './fixtures.ts';

const messages = adminMessages.settings;

test('settings: the publishable key is checked, saved, and the secret key refused', async ({ adminPage: page }) => {
  const original = await must(service.from('settings').select('value').eq('key', 'stripe'));
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: messages.title })).toBeVisible();
    await expect(page.getByText(messages.secretKeyWarning)).toBeVisible();
    await expect(page.getByRole('link', { name: /Stripe API keys dashboard/ })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/apikeys',
    );
    const key = page.getByRole('textbox', { name: 'Publishable Key' });
    await key.fill('sk_test_abc123');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(messages.secretKeyRejected)).toBeVisible();
    await key.fill('pk_test_E2Eabc123');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(messages.saved.title)).toBeVisible();
    expect(await must(service.from('settings').select('value').eq('key', 'stripe'))).toEqual([
      { value: { publishableKey: 'pk_test_E2Eabc123' } },
    ]);
    await page.reload();
    await expect(key).toHaveValue('pk_test_E2Eabc123');
  } finally {
    await must(
      service
        .from('settings')
        .update({ value: original[0]?.value ?? { publishableKey: '' } })
        .eq('key', 'stripe'),
    );
  }
});
