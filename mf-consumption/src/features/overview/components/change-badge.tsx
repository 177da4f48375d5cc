import { CONSUMPTION_MOODS, CONSUMPTION_TONES, Smiley, consumptionLevel, formatNumber } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';

/** "12 %" without a sign: the words say the direction. */
function percentText(change: number, language: 'en' | 'da' | 'nb'): string {
  return `${formatNumber(Math.abs(Math.round(change)), language, { min: 0, max: 0 })}\u00a0%`;
}

/**
 * A comparison in words and colour: "12 % less" in green with a smiling face, "24 % more" in amber (0–25 %
 * more), orange (25–50 %) or red (50 % or more), SPEC §4's levels in `CONSUMPTION_TONES`. What is not
 * judged (an average temperature) gets the words in a neutral badge. `suffix` says against what
 * ("per home, versus the property average").
 */
export function ChangeBadge({
  change,
  judged = true,
  suffix,
  testId,
}: {
  change: number | null;
  judged?: boolean;
  suffix?: string;
  testId?: string;
}) {
  const { t, tc, language } = useTexts();
  if (change == null || !Number.isFinite(change)) return null;
  const rounded = Math.round(change);
  const words =
    rounded === 0
      ? t('overview.change_same')
      : t(rounded < 0 ? 'overview.change_less' : 'overview.change_more', { percent: percentText(change, language) });
  const level = consumptionLevel(change);
  const tone = judged ? CONSUMPTION_TONES[level] : 'neutral';
  return (
    <p className="mfc-badge-row" data-testid={testId}>
      <span
        className={`pui-badge pui-tone-${tone} mfc-badge`}
        data-tone={tone}
        title={judged ? tc(`smiley.${level}`) : undefined}
      >
        {judged ? <Smiley mood={CONSUMPTION_MOODS[level]} tone={tone} label={words} /> : words}
      </span>
      {suffix ? <span className="mfc-note">{suffix}</span> : null}
    </p>
  );
}
