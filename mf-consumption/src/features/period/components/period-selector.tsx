import { useId, useState } from 'react';
import {
  Button,
  type Comparison,
  type ComparisonPage,
  type Period,
  type TenancyDates,
  availableComparisons,
  isLocalDate,
  PERIOD_PRESETS,
  periodLabel,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import {
  type PeriodChoice,
  choiceOfPeriod,
  comparisonLabelKey,
  periodOfChoice,
  todayInCopenhagen,
} from '../period-state';
import type { PeriodSelection } from '../hooks/use-period-selection';

/** SPEC §4's presets, then the tenancy's own periods, then a custom one. */
const CHOICES: PeriodChoice[] = [
  ...PERIOD_PRESETS.filter((preset) => preset !== 'custom'),
  'billing-year',
  'since-moving-in',
  'custom',
];

const choiceKey = (choice: PeriodChoice) => `period.${choice.replace(/-/g, '_')}`;
const CUSTOM_KEY = 'period.custom_period';

/** SPEC §4 period selector: presets, the tenancy's billing year and "since moving in", a custom period, previous and next. */
export function PeriodSelector({ selection, tenancy }: { selection: PeriodSelection; tenancy: TenancyDates }) {
  const { t, tc, language } = useTexts();
  const id = useId();
  const day = todayInCopenhagen();
  const choice = choiceOfPeriod(selection.period, tenancy, day);
  const [customOpen, setCustomOpen] = useState(false);
  const label = periodLabel(selection.period, day, language, tc);
  const available = (c: PeriodChoice) => c === 'custom' || periodOfChoice(c, tenancy, day) !== null;

  return (
    <section className="mfc-period" aria-label={t('period.label')}>
      <div className="mfc-period-row">
        <Button variant="secondary" aria-label={tc('period.previous_period')} onClick={() => selection.shift(-1)}>
          ‹
        </Button>
        <p className="mfc-period-label" aria-live="polite" data-testid="period-label">
          {label}
        </p>
        <Button variant="secondary" aria-label={tc('period.next_period')} onClick={() => selection.shift(1)}>
          ›
        </Button>
      </div>
      <label htmlFor={`${id}-preset`}>{t('period.preset')}</label>
      <select
        id={`${id}-preset`}
        value={customOpen ? 'custom' : choice}
        onChange={(event) => {
          const value = event.target.value as PeriodChoice;
          if (value === 'custom') {
            setCustomOpen(true);
            return;
          }
          setCustomOpen(false);
          const p = periodOfChoice(value, tenancy, day);
          if (p) selection.setPeriod(p);
        }}
      >
        {CHOICES.filter(available).map((c) => (
          <option key={c} value={c}>
            {tc(c === 'custom' ? CUSTOM_KEY : choiceKey(c))}
          </option>
        ))}
      </select>
      {customOpen ? (
        <CustomPeriod
          initial={selection.period}
          onApply={(p) => {
            selection.setPeriod(p);
            setCustomOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

function CustomPeriod({ initial, onApply }: { initial: Period; onApply(p: Period): void }) {
  const { t } = useTexts();
  const id = useId();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const valid = isLocalDate(start) && isLocalDate(end) && start <= end;
  return (
    <form
      className="mfc-custom-period"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply({ start, end });
      }}
    >
      <label htmlFor={`${id}-from`}>{t('period.from')}</label>
      <input id={`${id}-from`} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      <label htmlFor={`${id}-to`}>{t('period.to')}</label>
      <input id={`${id}-to`} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      {valid ? null : <p role="alert">{t('period.invalid')}</p>}
      <Button type="submit" disabled={!valid}>
        {t('period.apply')}
      </Button>
    </form>
  );
}

/** SPEC §4 comparison selector: the comparisons the page allows (no property average at room level). */
export function ComparisonSelector({ selection, page }: { selection: PeriodSelection; page: ComparisonPage }) {
  const { t, tc } = useTexts();
  const name = useId();
  return (
    <fieldset className="mfc-comparison">
      <legend>{t('comparison.label')}</legend>
      {availableComparisons(page).map((c: Comparison) => (
        <label key={c}>
          <input
            type="radio"
            name={name}
            value={c}
            checked={selection.comparison === c}
            onChange={() => selection.setComparison(c)}
          />
          {tc(comparisonLabelKey(c, selection.period))}
        </label>
      ))}
    </fieldset>
  );
}
