import type { CSSProperties, ReactNode } from 'react';
import {
  type Language,
  addDays,
  formatDate,
  formatDateRange,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercentChange,
  formatQuantity,
  quantityColour,
} from '@portal/shared';
import { QuantityIcon } from '@portal/shared/icons';
import { balanceOutlook, formatMoneyRange, formatWholeMoney } from '@portal/domain';
import { useReportTranslation } from '../../../i18n/texts';
import type { MonthlyReport } from '../api/get-report';
import {
  type Bar,
  type ReportUtilityInfo,
  againstSimilar,
  formatCo2Factor,
  formatEmissions,
  formatPerArea,
  formatPercent,
  formatUnitPrice,
  lastYearComparison,
  typicalBars,
  typicalPlace,
} from '../report-information';

type Heading = 'h2' | 'h3' | 'h4';

interface Levels {
  /** A section's heading (a utility, the cost split, where to turn). */
  Section: Heading;
  /** A part of a section (against last year, typical use, prices). */
  Sub: Heading;
}

/** Degree days to a tenth: the service's hundredths tell a reader nothing more. */
const DEGREE_DAYS = { min: 0, max: 1 };

const days = (from: string, to: string, language: Language) => formatDateRange({ start: from, end: to }, language);

/**
 * The EU's monthly information (docs/decisions/0150) after the report's consumption and prices: a
 * section per utility (against last year, raw and weather-corrected; against typical use; prices, cost
 * and CO2), how the costs are split, the settlement forecast's line, and where to turn.
 */
export function ReportInformation({
  report,
  language,
  idPrefix,
  levels,
}: {
  report: MonthlyReport;
  language: Language;
  idPrefix: string;
  levels: Levels;
}) {
  return (
    <>
      {report.utilities.map((u) => (
        <UtilitySection
          key={u.utility}
          u={u}
          report={report}
          language={language}
          id={`${idPrefix}-${u.utility}`}
          levels={levels}
        />
      ))}
      <CostSplitSection report={report} language={language} id={`${idPrefix}-split`} levels={levels} />
      <ForecastSection report={report} language={language} id={`${idPrefix}-forecast`} levels={levels} />
      <WhereToTurnSection report={report} id={`${idPrefix}-where`} levels={levels} />
    </>
  );
}

function UtilitySection({
  u,
  report,
  language,
  id,
  levels,
}: {
  u: ReportUtilityInfo;
  report: MonthlyReport;
  language: Language;
  id: string;
  levels: Levels;
}) {
  const { t } = useReportTranslation();
  const { Section, Sub } = levels;
  const utility = t(`utility.${u.utility}`);
  return (
    <section
      className="mfr-section mfr-utility"
      aria-labelledby={id}
      data-utility={u.utility}
      data-testid={`utility-${u.utility}`}
      style={{ '--pui-accent': quantityColour(u.quantity) } as CSSProperties}
    >
      <Section id={id} className="mfr-utility__title">
        <span className="pui-icon-badge pui-icon-badge--small" aria-hidden="true">
          <QuantityIcon quantity={u.quantity} size={18} />
        </span>
        {t('information.title', { utility, month: formatMonthYear(report.periodStart, language) })}
      </Section>
      {u.from && u.to ? (
        <>
          <p className="mfr-note">{t('information.days', { days: days(u.from, u.to, language) })}</p>
          <div className="mfr-panels">
            <LastYearPanel u={u} utility={utility} language={language} Sub={Sub} />
            <TypicalPanel u={u} utility={utility} language={language} Sub={Sub} />
            <CostPanel u={u} currency={report.currency} language={language} Sub={Sub} />
          </div>
        </>
      ) : (
        <p data-testid={`no-readings-${u.utility}`}>{t('information.noReadings')}</p>
      )}
    </section>
  );
}

/** What a utility's panels show: its figures, its name in the language, and their heading level. */
interface PanelProps {
  u: ReportUtilityInfo;
  utility: string;
  language: Language;
  Sub: Heading;
}

/** This month against the same days last year: bars, the change in words, and what correction means. */
function LastYearPanel({ u, utility, language, Sub }: PanelProps) {
  const { t } = useReportTranslation();
  const y = u.lastYear;
  const comparison = lastYearComparison(u);
  const q = (v: number | null) => formatQuantity(v, u.quantity, language);
  const base = y.baseTemperature === null ? '' : `${formatNumber(y.baseTemperature, language)}\u00a0°C`;
  const label = (key: (typeof comparison.bars)[number]['key']) =>
    key === 'thisMonth'
      ? t('lastYear.thisMonth')
      : key === 'corrected'
        ? t('lastYear.corrected')
        : t('lastYear.lastYear');
  const change = comparison.change;
  const suffix = comparison.corrected ? 'Corrected' : '';
  return (
    <div className="pui-card mfr-panel" data-testid={`last-year-${u.utility}`}>
      <Sub className="mfr-panel__title">{t('lastYear.title')}</Sub>
      {change ? (
        <p className="mfr-panel__lead" data-testid={`last-year-change-${u.utility}`}>
          {change.direction === 'same'
            ? t(`lastYear.same${suffix}`)
            : t(`lastYear.${change.direction}${suffix}`, { percent: formatPercent(change.percent, language) })}
        </p>
      ) : null}
      {comparison.bars.length > 1 ? (
        <Bars
          bars={comparison.bars}
          current="thisMonth"
          labelOf={label}
          valueOf={q}
          hatched="corrected"
          label={t('lastYear.chartLabel', {
            utility,
            bars: comparison.bars.map((b) => `${label(b.key)} ${q(b.value)}`).join('; '),
          })}
        />
      ) : null}
      <dl className="mfr-facts">
        {y.from && y.to ? <Fact label={t('lastYear.lastYearDays')}>{days(y.from, y.to, language)}</Fact> : null}
        {y.change !== null ? (
          <Fact label={t('lastYear.changeMeasured')} testId={`change-${u.utility}`}>
            {formatPercentChange(y.change, language)}
          </Fact>
        ) : null}
        {y.correctedChange !== null ? (
          <Fact label={t('lastYear.changeCorrected')} testId={`corrected-change-${u.utility}`}>
            {formatPercentChange(y.correctedChange, language)}
          </Fact>
        ) : null}
        {y.correction && y.degreeDays !== null && y.lastYearDegreeDays !== null ? (
          <Fact label={t(`lastYear.degreeDays.${y.correction}`, { base })}>
            {t('lastYear.degreeDaysValue', {
              thisMonth: formatNumber(y.degreeDays, language, DEGREE_DAYS),
              lastYear: formatNumber(y.lastYearDegreeDays, language, DEGREE_DAYS),
            })}
          </Fact>
        ) : null}
      </dl>
      {y.correction ? <p className="mfr-note">{t(`lastYear.explained.${y.correction}`, { base })}</p> : null}
      {y.uncorrectedReason ? (
        <p className="mfr-note" data-testid={`uncorrected-${u.utility}`}>
          {t(`lastYear.uncorrected.${y.uncorrectedReason}`)}
        </p>
      ) : null}
    </div>
  );
}

/** Against typical use: a similar home of this size and the rating's typical home, with the typical range. */
function TypicalPanel({ u, utility, language, Sub }: PanelProps) {
  const { t } = useReportTranslation();
  const p = u.typical;
  const q = (v: number | null) => formatQuantity(v, u.quantity, language);
  const { bars, band } = typicalBars(u);
  const place = typicalPlace(u);
  const similar = againstSimilar(u);
  const letter = p.typicalLetter;
  const range = `${q(p.typicalHomeLow)}–${q(p.typicalHomeHigh)}`;
  const label = (key: (typeof bars)[number]['key']) =>
    key === 'home' ? t('typical.home') : key === 'similar' ? t('typical.similar') : t('typical.typical', { letter });
  const m2 = (v: number | null) => formatNumber(v, language);
  return (
    <div className="pui-card mfr-panel" data-testid={`typical-${u.utility}`}>
      <Sub className="mfr-panel__title">{t('typical.title')}</Sub>
      {similar ? (
        <p className="mfr-panel__lead" data-testid={`typical-similar-${u.utility}`}>
          {similar.direction === 'same'
            ? t('typical.sameAsSimilar')
            : t(similar.direction === 'less' ? 'typical.lessThanSimilar' : 'typical.moreThanSimilar', {
                percent: formatPercent(similar.percent, language),
              })}
        </p>
      ) : null}
      {bars.length > 1 ? (
        <Bars
          bars={bars}
          current="home"
          labelOf={label}
          valueOf={q}
          band={band ? { on: 'typical', ...band } : undefined}
          label={t('typical.chartLabel', {
            utility,
            bars: bars.map((b) => `${label(b.key)} ${q(b.value)}`).join('; '),
          })}
        />
      ) : null}
      {place ? (
        <p className="mfr-typical-place" data-testid={`typical-place-${u.utility}`}>
          {t(`typical.${place}`, { letter, range })}
        </p>
      ) : null}
      <dl className="mfr-facts">
        <Fact label={t('typical.perM2')}>{formatPerArea(p.perM2, u.quantity, language)}</Fact>
        <Fact
          label={
            p.peers === 'SIMILAR_SIZE'
              ? t('typical.similarPerM2', { count: p.peerHomes, min: m2(p.peerMinM2), max: m2(p.peerMaxM2) })
              : t('typical.propertyPerM2', { count: p.peerHomes })
          }
        >
          {formatPerArea(p.peerPerM2, u.quantity, language)}
        </Fact>
        <Fact label={t('typical.area')}>{`${m2(p.areaM2)} m²`}</Fact>
      </dl>
      <p className="mfr-note">{t('typical.explained', { letter })}</p>
    </div>
  );
}

/** The prices applied, the month's cost, the CO2 factor and emissions; for heat the supply and its fuel mix. */
function CostPanel({
  u,
  currency,
  language,
  Sub,
}: {
  u: ReportUtilityInfo;
  currency: string;
  language: Language;
  Sub: Heading;
}) {
  const { t } = useReportTranslation();
  const s = u.supply;
  return (
    <div className="pui-card mfr-panel" data-testid={`costs-${u.utility}`}>
      <Sub className="mfr-panel__title">{t('costs.title')}</Sub>
      <dl className="mfr-facts">
        {u.prices.map((p) => (
          <Fact
            key={`${p.validFrom}-${p.price}`}
            label={
              p.validTo
                ? t('costs.priceDuring', { days: days(p.validFrom.slice(0, 10), p.validTo.slice(0, 10), language) })
                : t('costs.priceFrom', { date: formatDate(p.validFrom.slice(0, 10), language) })
            }
            testId={`price-${u.utility}`}
          >
            {formatUnitPrice(p.price, p.currency, u.quantity, language)}
          </Fact>
        ))}
        {u.cost !== null ? (
          <Fact label={t('costs.cost')} testId={`cost-${u.utility}`}>
            {formatMoney(u.cost, currency, language)}
          </Fact>
        ) : null}
        {u.co2GramsPerUnit !== null ? (
          <Fact label={t('costs.co2Factor')} testId={`co2-factor-${u.utility}`}>
            {formatCo2Factor(u.co2GramsPerUnit, u.quantity, language)}
          </Fact>
        ) : null}
        {u.emissionsKg !== null ? (
          <Fact label={t('costs.emissions')} testId={`emissions-${u.utility}`}>
            {formatEmissions(u.emissionsKg, language)}
          </Fact>
        ) : null}
        {s ? (
          <Fact label={t('costs.supply')} testId={`supplier-${u.utility}`}>
            {t('costs.supplier', { supplier: s.supplier, year: s.year })}
          </Fact>
        ) : null}
      </dl>
      {s && s.fuelMix.length ? (
        <div className="mfr-fuels">
          <p className="mfr-fuels__title" id={`mfr-fuels-${u.utility}`}>
            {t('costs.fuelMix')}
          </p>
          <ul
            className="mfr-fuels__list"
            aria-labelledby={`mfr-fuels-${u.utility}`}
            data-testid={`fuel-mix-${u.utility}`}
          >
            {s.fuelMix.map((f) => (
              <li key={f.fuel} className="mfr-fuel">
                <span className="mfr-fuel__name">{t(`costs.fuels.${f.fuel}`)}</span>
                <span className="mfr-fuel__value">{formatPercent(f.percent, language)}</span>
                <span className="mfr-fuel__track" aria-hidden="true">
                  <span className="mfr-fuel__fill" style={{ width: `${Math.min(100, Math.max(0, f.percent))}%` }} />
                </span>
              </li>
            ))}
          </ul>
          {s.sourceUrl ? <ExternalLink href={s.sourceUrl}>{t('costs.source')}</ExternalLink> : null}
        </div>
      ) : null}
    </div>
  );
}

/** How each utility's cost is split into a fixed part (by floor area) and a consumption part. */
function CostSplitSection({
  report,
  language,
  id,
  levels,
}: {
  report: MonthlyReport;
  language: Language;
  id: string;
  levels: Levels;
}) {
  const { t } = useReportTranslation();
  if (report.costSplit.length === 0) return null;
  const { Section } = levels;
  return (
    <section className="mfr-section" aria-labelledby={id} data-testid="cost-split">
      <Section id={id}>{t('split.title')}</Section>
      <div className="pui-card mfr-split">
        <p className="mfr-note">{t('split.explained')}</p>
        <ul className="mfr-split__list">
          {report.costSplit.map((s) => (
            <li key={s.utility} className="mfr-split__item" data-testid={`split-${s.utility}`}>
              <span className="mfr-split__name">{t(`utility.${s.utility}`)}</span>
              <span className="mfr-split__text">
                {t('split.text', {
                  fixed: formatPercent(s.fixedPercent, language),
                  consumption: formatPercent(s.consumptionPercent, language),
                })}
              </span>
              <span className="mfr-split__bar" aria-hidden="true">
                <span
                  className="mfr-split__fixed"
                  style={{ width: `${Math.min(100, Math.max(0, s.fixedPercent))}%` }}
                />
              </span>
              <span className="mfr-split__source">
                {s.source === 'STATEMENT' && s.statementPeriodEnd
                  ? t('split.fromStatement', { date: formatDate(s.statementPeriodEnd, language) })
                  : t('split.ofProperty')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The settlement forecast's line: the expected balance against the advance payments, as a range. */
function ForecastSection({
  report,
  language,
  id,
  levels,
}: {
  report: MonthlyReport;
  language: Language;
  id: string;
  levels: Levels;
}) {
  const { t } = useReportTranslation();
  const f = report.settlementForecast;
  if (!f) return null;
  const { Section } = levels;
  const outlook = balanceOutlook(f.balance.low, f.balance.high);
  const line =
    outlook.kind === 'either'
      ? t('forecast.either', {
          refund: formatWholeMoney(outlook.refund, f.currency, language),
          pay: formatWholeMoney(outlook.pay, f.currency, language),
        })
      : t(`forecast.${outlook.kind}`, { range: formatMoneyRange(outlook.from, outlook.to, f.currency, language) });
  // the forecast as it stood at the month's end: the last day of readings it includes
  const lastDay = f.dataUntil ? addDays(f.dataUntil.slice(0, 10), -1) : null;
  return (
    <section className="mfr-section" aria-labelledby={id} data-testid="report-forecast">
      <Section id={id}>{t('forecast.title')}</Section>
      <div className="pui-card mfr-forecast">
        <p className="mfr-forecast__line" data-testid="report-forecast-line" data-kind={outlook.kind}>
          {line}
        </p>
        <p className="mfr-note">
          {t('forecast.note', { period: days(f.period.start, f.period.end, language) })}
          {lastDay ? <> {t('forecast.basis', { day: formatDate(lastDay, language) })}</> : null}
        </p>
      </div>
    </section>
  );
}

/** The landlord's and the provider's contacts, the complaint routes in order, and advice. */
function WhereToTurnSection({ report, id, levels }: { report: MonthlyReport; id: string; levels: Levels }) {
  const { t } = useReportTranslation();
  const w = report.whereToTurn;
  const { Section, Sub } = levels;
  return (
    <section className="mfr-section" aria-labelledby={id} data-testid="where-to-turn">
      <Section id={id}>{t('where.title')}</Section>
      <p className="mfr-lead">{t('where.explained')}</p>
      <div className="mfr-panels">
        <Contact title={t('where.landlord')} contact={w.landlord} Sub={Sub} testId="contact-landlord" />
        <Contact title={t('where.provider')} contact={w.provider} Sub={Sub} testId="contact-provider" />
        {w.complaints.length ? (
          <div className="pui-card mfr-panel" data-testid="complaints">
            <Sub className="mfr-panel__title">{t('where.complaints')}</Sub>
            <p className="mfr-note">{t('where.complaintsExplained')}</p>
            <ol className="mfr-routes">
              {w.complaints.map((r) => (
                <Route key={r.url} route={r} />
              ))}
            </ol>
          </div>
        ) : null}
        {w.advice.length ? (
          <div className="pui-card mfr-panel" data-testid="advice">
            <Sub className="mfr-panel__title">{t('where.advice')}</Sub>
            <ul className="mfr-routes">
              {w.advice.map((r) => (
                <Route key={r.url} route={r} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

type ReportContact = MonthlyReport['whereToTurn']['landlord'];
type ReportRoute = MonthlyReport['whereToTurn']['complaints'][number];

function Contact({
  title,
  contact,
  Sub,
  testId,
}: {
  title: string;
  contact: ReportContact;
  Sub: Heading;
  testId: string;
}) {
  const { t } = useReportTranslation();
  return (
    <div className="pui-card mfr-panel" data-testid={testId}>
      <Sub className="mfr-panel__title">{title}</Sub>
      <p className="mfr-contact__name">{contact.name}</p>
      <ul className="mfr-contact">
        {contact.phone ? (
          <li>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{t('where.phone', { phone: contact.phone })}</a>
          </li>
        ) : null}
        {contact.email ? (
          <li>
            <a href={`mailto:${contact.email}`}>{t('where.email', { email: contact.email })}</a>
          </li>
        ) : null}
        {contact.url ? (
          <li>
            <ExternalLink href={contact.url}>{contact.url.replace(/^https?:\/\//, '')}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function Route({ route }: { route: ReportRoute }) {
  const { t } = useReportTranslation();
  return (
    <li className="mfr-route" data-kind={route.kind}>
      <ExternalLink href={route.url}>{route.name}</ExternalLink>
      <span className="mfr-route__what">{t(`where.kinds.${route.kind}`)}</span>
    </li>
  );
}

/** A link to another site, in a new tab, saying so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useReportTranslation();
  return (
    <a className="mfr-external" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="pui-visually-hidden"> {t('where.opensInNewTab')}</span>
    </a>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * Horizontal bars of a comparison: each with its label and its figure as text (the bars only draw
 * them), the current one in the utility's colour, a weather-corrected one hatched, and a range drawn on
 * one track. The group is one image to screen readers, named by `label`.
 */
function Bars<K extends string>({
  bars,
  current,
  hatched,
  band,
  labelOf,
  valueOf,
  label,
}: {
  bars: Bar<K>[];
  current: K;
  hatched?: K;
  band?: { on: K; from: number; to: number };
  labelOf: (key: K) => string;
  valueOf: (value: number) => string;
  label: string;
}) {
  return (
    <div className="mfr-hbars" role="img" aria-label={label}>
      {bars.map((b) => (
        <div
          key={b.key}
          className={['mfr-hbar', b.key === current && 'mfr-hbar--current', b.key === hatched && 'mfr-hbar--hatched']
            .filter(Boolean)
            .join(' ')}
          aria-hidden="true"
        >
          <span className="mfr-hbar__label">{labelOf(b.key)}</span>
          <span className="mfr-hbar__value">{valueOf(b.value)}</span>
          <span className="mfr-hbar__track">
            <span className="mfr-hbar__fill" style={{ width: `${Math.round(b.share * 1000) / 10}%` }} />
            {band && band.on === b.key ? (
              <span
                className="mfr-hbar__band"
                style={{ left: `${band.from * 100}%`, width: `${Math.max(0, band.to - band.from) * 100}%` }}
              />
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}
