import { describe, expect, it } from 'vitest';
import { GIVE_UP_MS, POLL_MS, waitForPurchase } from './payment-return.ts';

/** A clock that only moves when the code under test sleeps. */
function fakeClock() {
  const slept: number[] = [];
  return { slept, sleep: async (ms: number) => void slept.push(ms) };
}

describe('waitForPurchase: after a payment, until the webhook has recorded it', () => {
  it('reports the purchase once it is recorded, asking every two seconds', async () => {
    const answers = [false, false, true];
    const clock = fakeClock();
    expect(await waitForPurchase(async () => answers.shift() ?? false, clock.sleep)).toBe('arrived');
    expect(clock.slept).toEqual([POLL_MS, POLL_MS, POLL_MS]);
  });

  it('gives up after half a minute, so the page can say what to do', async () => {
    const clock = fakeClock();
    expect(await waitForPurchase(async () => false, clock.sleep)).toBe('delayed');
    expect(clock.slept.reduce((a, b) => a + b, 0)).toBe(GIVE_UP_MS);
  });

  it('stops asking when the question cannot be asked (no session, an error)', async () => {
    const clock = fakeClock();
    expect(await waitForPurchase(async () => null, clock.sleep)).toBe('unknown');
    expect(clock.slept).toEqual([POLL_MS]);
  });
});
