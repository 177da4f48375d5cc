// The settlement forecast's balance as a tenant reads it, the same on the dashboard, on the report
// page and in the report's PDF (docs/decisions/0151, 0152).
import type { Language } from './languages.ts';
import { moneyFormat } from './numbers.ts';

/**
 * What an expected balance against the advance payments means for the tenant (positive: to pay;
 * negative: a refund), as amounts without sign, smaller first: a refund of 456 to 736, to pay 1,356 to
 * 1,774, or, when the range spans zero, from a refund of `refund` to paying `pay`.
 */
export type BalanceOutlook =
  | { kind: 'refund'; from: number; to: number }
  | { kind: 'pay'; from: number; to: number }
  | { kind: 'either'; refund: number; pay: number };

/** The outlook of a balance range, its ends in either order. */
export function balanceOutlook(low: number, high: number): BalanceOutlook {
  const lo = Math.min(low, high);
  const hi = Math.max(low, high);
  // A negative balance is a refund: the larger refund is the lower balance.
  if (hi <= 0) return { kind: 'refund', from: -hi, to: -lo };
  if (lo >= 0) return { kind: 'pay', from: lo, to: hi };
  return { kind: 'either', refund: -lo, pay: hi };
}

/** The expected balance itself: a refund or an amount to pay, without sign. */
export function expectedBalance(expected: number): { kind: 'refund' | 'pay'; amount: number } {
  return expected < 0 ? { kind: 'refund', amount: -expected } : { kind: 'pay', amount: expected };
}

/** An amount of money in whole units ("NOK 9,604", "9.604 kr."): a forecast is no more exact than that. */
export function formatWholeMoney(value: number, currency: string, language: Language): string {
  return moneyFormat(currency, language, true).format(value);
}

/** A range of money in whole units, the currency once ("NOK 456–736", "456-736 kr."). */
export function formatMoneyRange(from: number, to: number, currency: string, language: Language): string {
  return moneyFormat(currency, language, true).formatRange(Math.min(from, to), Math.max(from, to));
}
