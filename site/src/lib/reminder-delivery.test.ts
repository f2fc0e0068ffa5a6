import { describe, expect, it } from 'vitest';
import { deliveryNotes, tokenAccount, unsubscribeToken, withoutUnsubscribe } from './reminder-delivery';

const USER = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('the unsubscribe link on /account', () => {
  it('reads the token and the account it names, and drops it from the URL', () => {
    const token = `${USER}.${'a'.repeat(43)}`;
    expect(unsubscribeToken(`?unsubscribe=${token}`)).toBe(token);
    expect(unsubscribeToken('?x=1')).toBeNull();
    expect(unsubscribeToken('?unsubscribe=')).toBeNull();
    expect(tokenAccount(token)).toBe(USER);
    expect(withoutUnsubscribe(`https://site.example/account?unsubscribe=${token}&x=1#reminders`)).toBe(
      '/account?x=1#reminders',
    );
    expect(withoutUnsubscribe(`https://site.example/account?unsubscribe=${token}#reminders`)).toBe(
      '/account#reminders',
    );
  });
});

describe('deliveryNotes', () => {
  const who = { email: 'asha@example.com', whatsapp: '+919812345678', emailOn: false };
  const fine = { email_bounced: false, whatsapp_failed: false, unsubscribed_at: null };

  it('says nothing when all is well', () => {
    expect(deliveryNotes(null, who)).toEqual([]);
    expect(deliveryNotes(fine, who)).toEqual([]);
  });

  it('names the bounced address, the failed number and the day of the unsubscribe', () => {
    const notes = deliveryNotes(
      { email_bounced: true, whatsapp_failed: true, unsubscribed_at: '2026-12-03T10:00:00Z' },
      who,
    );
    expect(notes).toHaveLength(3);
    expect(notes[0]).toContain('asha@example.com bounced');
    expect(notes[1]).toContain('+919812345678 failed');
    expect(notes[2]).toContain('unsubscribed from reminder e-mails on 3 December 2026');
  });

  it('leaves out an old unsubscribe once e-mail reminders are chosen again', () => {
    expect(deliveryNotes({ ...fine, unsubscribed_at: '2026-12-03T10:00:00Z' }, { ...who, emailOn: true })).toEqual([]);
  });
});
