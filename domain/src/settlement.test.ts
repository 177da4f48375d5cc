import { describe, expect, it } from 'vitest';
import { balanceOutlook, expectedBalance, formatMoneyRange, formatWholeMoney } from './settlement.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the sign of a balance (positive: to pay; negative: a refund)', () => {
  it('reads the demo’s Oslo range (−736 to −456) as a refund of 456 to 736, the smaller refund first', () => {
    expect(balanceOutlook(-736.33, -455.57)).toEqual({ kind: 'refund', from: 455.57, to: 736.33 });
  });

  it('reads the demo’s Aarhus range (1,356 to 1,774) as an amount to pay', () => {
    expect(balanceOutlook(1355.74, 1773.97)).toEqual({ kind: 'pay', from: 1355.74, to: 1773.97 });
  });

  it('says both ways when the range spans zero (the Oslo heating line)', () => {
    expect(balanceOutlook(-219.03, 60.49)).toEqual({ kind: 'either', refund: 219.03, pay: 60.49 });
  });

  it('orders the ends whichever way they come, and keeps a balance ending at zero on its side', () => {
    expect(balanceOutlook(-455.57, -736.33)).toEqual({ kind: 'refund', from: 455.57, to: 736.33 });
    expect(balanceOutlook(-50, 0).kind).toBe('refund');
    expect(balanceOutlook(0, 50).kind).toBe('pay');
    expect(balanceOutlook(-100, 0).kind).toBe('refund');
    expect(balanceOutlook(0, 100).kind).toBe('pay');
  });

  it('reads the expected balance alone as a refund or an amount to pay', () => {
    expect(expectedBalance(-595.95)).toEqual({ kind: 'refund', amount: 595.95 });
    expect(expectedBalance(1564.86)).toEqual({ kind: 'pay', amount: 1564.86 });
  });
});

describe('money of a forecast', () => {
  it('is whole units in the language, the range with its currency once', () => {
    expect(plain(formatMoneyRange(455.57, 736.33, 'NOK', 'en'))).toBe('NOK 456–736');
    expect(plain(formatMoneyRange(1773.97, 1355.74, 'DKK', 'da'))).toBe('1.356-1.774 kr.');
    expect(plain(formatMoneyRange(1355.74, 1773.97, 'DKK', 'da'))).toBe('1.356-1.774 kr.');
    expect(plain(formatMoneyRange(736.33, 455.57, 'NOK', 'nb'))).toBe('456-736 NOK');
    expect(plain(formatMoneyRange(1200, 2100, 'NOK', 'en'))).toBe('NOK 1,200–2,100');
    expect(plain(formatWholeMoney(9604.05, 'NOK', 'nb'))).toBe('9.604 NOK');
    expect(plain(formatWholeMoney(219.03, 'NOK', 'en'))).toBe('NOK 219');
  });
});
