import type { Language } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { balanceOutlook, formatMoneyRange, formatWholeMoney } from '@portal/domain';

/**
 * An expected balance as the tenant reads it: what it is (`label`, "Expected refund") and the range of
 * money (`value`, "NOK 456–736"), or, when the range spans zero, both ways ("From a refund of NOK 219 to
 * paying NOK 60"); `phrase` says both in one ("Refund NOK 456–736"), for a line of a list.
 */
export function useBalanceText() {
  const { t } = useTexts();
  return (range: { low: number; high: number }, currency: string, language: Language) => {
    const outlook = balanceOutlook(range.low, range.high);
    if (outlook.kind === 'either') {
      const both = t('settlement.either_value', {
        refund: formatWholeMoney(outlook.refund, currency, language),
        pay: formatWholeMoney(outlook.pay, currency, language),
      });
      return { kind: outlook.kind, label: t('settlement.either'), value: both, phrase: both };
    }
    const money = formatMoneyRange(outlook.from, outlook.to, currency, language);
    return {
      kind: outlook.kind,
      label: t(outlook.kind === 'refund' ? 'settlement.refund' : 'settlement.pay'),
      value: money,
      phrase: t(outlook.kind === 'refund' ? 'settlement.refund_range' : 'settlement.pay_range', { range: money }),
    };
  };
}
