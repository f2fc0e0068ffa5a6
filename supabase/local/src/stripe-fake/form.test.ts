import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.ts';

describe('parseStripeForm', () => {
  it('reads the SDK’s bracketed keys back into objects and arrays', () => {
    const body =
      'mode=payment&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[plan_id]=3&success_url=http%3A%2F%2Fx%2F%3Fa%3D1';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { plan_id: '3' },
      success_url: 'http://x/?a=1',
    });
  });

  it('keeps array order by index', () => {
    expect(parseStripeForm('a[1]=second&a[0]=first')).toEqual({ a: ['first', 'second'] });
  });
});
