import { type ReactNode, useId, useState } from 'react';
import {
  Button,
  type Comparison,
  type ComparisonPage,
  type Period,
  type Resolution,
  SegmentedControl,
  SelectField,
  type TenancyDates,
  TextField,
  availableComparisons,
  isLocalDate,
  PERIOD_PRESETS,
  periodLabel,
} from '@portal/shared';
import { BackIcon } from '@portal/shared/icons';
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

/**
 * The one bar of a consumption view's controls: what it holds wraps as a phone's width needs, and the
 * group is named for screen readers ("Chart settings").
 */
export function ControlBar({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  return (
    <div className="mfc-bar" role="group" aria-label={t('overview.controls')} data-testid="control-bar">
      {children}
    </div>
  );
}

/**
 * SPEC §4 period selector: previous, the period's label and next (disabled when the next period would
 * start after today, still named for what it does), the presets with the tenancy's billing year and
 * "since moving in", and a custom period.
 */
export function PeriodSelector({ selection, tenancy }: { selection: PeriodSelection; tenancy: TenancyDates }) {
  const { t, tc, language } = useTexts();
  const day = todayInCopenhagen();
  const choice = choiceOfPeriod(selection.period, tenancy, day);
  const [customOpen, setCustomOpen] = useState(false);
  const label = periodLabel(selection.period, day, language, tc);
  const available = (c: PeriodChoice) => c === 'custom' || periodOfChoice(c, tenancy, day) !== null;

  return (
    <>
      <div className="mfc-bar-group mfc-period-group" role="group" aria-label={t('period.label')}>
        <div className="mfc-period">
          <button
            type="button"
            className="mfc-step"
            aria-label={tc('period.previous_period')}
            onClick={() => selection.shift(-1)}
          >
            <BackIcon size={20} aria-hidden="true" focusable="false" />
          </button>
          <p className="mfc-period-label" aria-live="polite" data-testid="period-label">
            {label}
          </p>
          <button
            type="button"
            className="mfc-step"
            aria-label={tc('period.next_period')}
            disabled={!selection.canShiftForward}
            onClick={() => selection.shift(1)}
          >
            <BackIcon size={20} aria-hidden="true" focusable="false" style={{ transform: 'scaleX(-1)' }} />
          </button>
        </div>
        <SelectField
          className="mfc-preset"
          label={<span className="pui-visually-hidden">{t('period.preset')}</span>}
          value={customOpen ? 'custom' : choice}
          options={CHOICES.filter(available).map((c) => ({
            value: c,
            label: tc(c === 'custom' ? CUSTOM_KEY : choiceKey(c)),
          }))}
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
        />
      </div>
      {customOpen ? (
        <CustomPeriod
          initial={selection.period}
          onApply={(p) => {
            selection.setPeriod(p);
            setCustomOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function CustomPeriod({ initial, onApply }: { initial: Period; onApply(p: Period): void }) {
  const { t } = useTexts();
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
      <TextField label={t('period.from')} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t('period.to')} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      <Button type="submit" disabled={!valid}>
        {t('period.apply')}
      </Button>
      {valid ? null : (
        <p role="alert" className="mfc-note">
          {t('period.invalid')}
        </p>
      )}
    </form>
  );
}

/**
 * The view's other settings (comparison, show as, per m², resolution): in the bar on a wide screen;
 * on a phone behind one button beside the period, so that the chart is on the first screen.
 */
export function MoreSettings({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pui-button pui-button--secondary mfc-more-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('overview.settings')}
      </button>
      <div id={id} className={open ? 'mfc-bar-more is-open' : 'mfc-bar-more'}>
        {children}
      </div>
    </>
  );
}

/** SPEC §4 comparison selector: the comparisons the page allows (no property average at room level). */
export function ComparisonSelector({ selection, page }: { selection: PeriodSelection; page: ComparisonPage }) {
  const { t, tc } = useTexts();
  return (
    <SegmentedControl<Comparison>
      legend={t('comparison.label')}
      hideLegend
      className="mfc-comparison"
      options={availableComparisons(page).map((c) => ({
        value: c,
        label: tc(comparisonLabelKey(c, selection.period)),
      }))}
      value={selection.comparison}
      onChange={selection.setComparison}
    />
  );
}

/** The resolutions valid for the period (`resolutionsFor`), the one shown chosen. */
export function ResolutionSelector({ selection }: { selection: PeriodSelection }) {
  const { t, tc } = useTexts();
  return (
    <SegmentedControl<Resolution>
      legend={t('overview.resolution')}
      hideLegend
      className="mfc-resolution"
      data-testid="resolution"
      options={selection.resolutions.map((r) => ({ value: r, label: tc(`resolution.${r}`) }))}
      value={selection.resolution}
      onChange={selection.setResolution}
    />
  );
}
