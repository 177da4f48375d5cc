import { type CSSProperties, type ReactNode, useId } from 'react';
import { type Language, appTitle, quantityColour, themeVariables } from '@portal/shared';
import { QuantityIcon } from '@portal/shared/icons';
import { useReportTranslation } from '../../../i18n/texts';
import type { MonthlyReport } from '../api/get-report';
import { type ReportBrand, reportFigures } from '../report-figures';
import { ReportInformation } from './report-information';

export interface ReportViewProps {
  report: MonthlyReport;
  language: Language;
  brand: ReportBrand;
  /** The PDF download button (or nothing). */
  actions?: ReactNode;
  /** Heading level of the report's title: 1 on its own page, 2 when embedded in another page. */
  headingLevel?: 1 | 2;
}

/** The monthly report of one unit (SPEC §2 monthly report page): figures, comparison, costs, info, footer. */
export function ReportView({ report, language, brand, actions, headingLevel = 1 }: ReportViewProps) {
  const { t } = useReportTranslation();
  const figures = reportFigures(report, language);
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 2}` as 'h3' | 'h4';
  const app = appTitle(brand.theme, language);

  return (
    <article
      className="mfr-report"
      data-brand={brand.theme.id}
      style={themeVariables(brand.theme)}
      aria-labelledby={titleId}
      lang={language}
    >
      <header className="mfr-header">
        <div>
          <p className="mfr-eyebrow">{app}</p>
          <Title id={titleId} className="mfr-title">
            {t('title')}
          </Title>
          <p className="mfr-period" data-testid="report-month">
            {t('periodOf', { month: figures.month })}
          </p>
          <p className="mfr-address">
            <span className="pui-visually-hidden">{t('home')}: </span>
            {figures.address}
          </p>
          {figures.dataUntil ? (
            <p className="mfr-data-until" data-testid="report-data-until">
              {t(figures.dataPartial ? 'dataUntilPartial' : 'dataUntil', { time: figures.dataUntil })}
            </p>
          ) : null}
          {figures.partialDaysUntil ? (
            <p className="mfr-data-until" data-testid="report-partial-days">
              {t('complete.partialDays', { day: figures.partialDaysUntil })}
            </p>
          ) : null}
        </div>
        {actions && <div className="mfr-actions">{actions}</div>}
      </header>

      <section className="mfr-section" aria-labelledby={`${titleId}-consumption`}>
        <Section id={`${titleId}-consumption`}>{t('consumption.title')}</Section>
        {figures.quantities.length === 0 ? (
          <p>{t('consumption.empty')}</p>
        ) : (
          <ul className="mfr-quantities">
            {figures.quantities.map((q) => {
              const name = t(`common:quantity.${q.quantity}`, { defaultValue: q.quantity });
              return (
                <li
                  key={q.quantity}
                  className="pui-card mfr-quantity"
                  data-quantity={q.quantity}
                  data-accent=""
                  style={{ '--pui-accent': quantityColour(q.quantity) } as CSSProperties}
                >
                  <Sub className="mfr-quantity__name">
                    <span className="pui-icon-badge pui-icon-badge--small" aria-hidden="true">
                      <QuantityIcon quantity={q.quantity} size={18} />
                    </span>
                    {name}
                  </Sub>
                  <p className="mfr-quantity__total" data-testid={`total-${q.quantity}`}>
                    {q.total}
                  </p>
                  <p className={`mfr-quantity__comparison mfr-quantity__comparison--${q.comparison.kind}`}>
                    {q.comparison.kind === 'none' || q.comparison.kind === 'same'
                      ? t(`consumption.${q.comparison.kind}`)
                      : t(`consumption.${q.comparison.kind}`, { percent: q.comparison.percent })}
                  </p>
                  <div
                    className="mfr-bars"
                    role="img"
                    aria-label={t('consumption.chartLabel', {
                      quantity: name,
                      apartment: q.total,
                      property: q.propertyAverage,
                    })}
                  >
                    <Bar label={t('consumption.apartment')} value={q.total} share={q.bars.apartment} kind="apartment" />
                    <Bar
                      label={t('consumption.propertyAverage')}
                      value={q.propertyAverage}
                      share={q.bars.property}
                      kind="property"
                      testId={`property-${q.quantity}`}
                    />
                  </div>
                  <dl className="mfr-quantity__facts">
                    <div>
                      <dt>{t('consumption.previousMonth')}</dt>
                      <dd data-testid={`previous-${q.quantity}`}>{q.previousMonth}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="mfr-section" aria-labelledby={`${titleId}-prices`}>
        <Section id={`${titleId}-prices`}>{t('prices.title')}</Section>
        <dl className="pui-card mfr-prices">
          <div>
            <dt>{t('prices.waterPrice')}</dt>
            <dd data-testid="water-price">{figures.waterPricePerLitre ?? t('prices.notAvailable')}</dd>
          </div>
          <div>
            <dt>{t('prices.mostRecentCost')}</dt>
            <dd data-testid="most-recent-cost">{figures.mostRecentCost ?? t('prices.notAvailable')}</dd>
          </div>
          <div>
            <dt>{t('prices.previousCost')}</dt>
            <dd data-testid="previous-cost">{figures.previousCost ?? t('prices.notAvailable')}</dd>
          </div>
        </dl>
      </section>

      <ReportInformation report={report} language={language} idPrefix={titleId} levels={{ Section, Sub }} />

      <div className="mfr-info">
        <InfoBox title={t('info.howTitle')} heading={Section}>
          {t('info.howText')}
        </InfoBox>
        <InfoBox title={t('info.tipTitle')} heading={Section}>
          {t('common:tip.lower_temperature')}
        </InfoBox>
        <InfoBox title={t('info.compareTitle')} heading={Section}>
          {t('info.compareText')}
        </InfoBox>
      </div>

      <p className="mfr-disclaimer">{t('disclaimer')}</p>

      <footer className="mfr-promo">
        <div>
          <p className="mfr-promo__title">{t('promo.title')}</p>
          <p>{t('promo.text', { app })}</p>
        </div>
        <div className="mfr-promo__links">
          <a className="mfr-store" href={brand.storeLinks.appStore} target="_blank" rel="noopener noreferrer">
            {t('promo.appStore', { app })}
          </a>
          <a className="mfr-store" href={brand.storeLinks.googlePlay} target="_blank" rel="noopener noreferrer">
            {t('promo.googlePlay', { app })}
          </a>
        </div>
      </footer>
    </article>
  );
}

function Bar({
  label,
  value,
  share,
  kind,
  testId,
}: {
  label: string;
  value: string;
  share: number;
  kind: 'apartment' | 'property';
  testId?: string;
}) {
  return (
    <div className={`mfr-bar mfr-bar--${kind}`} aria-hidden="true">
      <span className="mfr-bar__label">{label}</span>
      <span className="mfr-bar__track">
        <span className="mfr-bar__fill" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="mfr-bar__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function InfoBox({ title, heading: Heading, children }: { title: string; heading: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <div className="mfr-infobox">
      <Heading className="mfr-infobox__title">{title}</Heading>
      <p>{children}</p>
    </div>
  );
}
