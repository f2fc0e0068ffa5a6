import { describe, expect, it } from 'vitest';
import { readCurrency } from './currency-choice';
import { CURRENCY_KEY, currencyOfTimeZone } from './currency-key';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === CURRENCY_KEY ? value : null) });
const blocked = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe("the family's currency", () => {
  it("starts with the visitor's time zone: Kathmandu NPR, Dhaka BDT, Colombo LKR, Karachi PKR, else INR", () => {
    expect(currencyOfTimeZone('Asia/Kathmandu')).toBe('NPR');
    expect(currencyOfTimeZone('Asia/Dhaka')).toBe('BDT');
    expect(currencyOfTimeZone('Asia/Colombo')).toBe('LKR');
    expect(currencyOfTimeZone('Asia/Karachi')).toBe('PKR');
    expect(currencyOfTimeZone('Asia/Kolkata')).toBe('INR');
    expect(currencyOfTimeZone('Europe/Berlin')).toBe('INR');
    expect(currencyOfTimeZone(undefined)).toBe('INR');
  });

  it('keeps the choice the visitor made over the time zone, and ignores a stored value that is not ours', () => {
    expect(readCurrency(storage('LKR'), 'Asia/Kathmandu')).toBe('LKR');
    expect(readCurrency(storage('USD'), 'Asia/Kathmandu')).toBe('NPR');
    expect(readCurrency(storage(null), 'Asia/Dhaka')).toBe('BDT');
    expect(readCurrency(blocked, 'Asia/Karachi')).toBe('PKR');
  });
});
