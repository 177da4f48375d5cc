import { memo } from 'react';
import { Skeleton, formatDate, formatDateRange } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { SPARK_HEIGHT, type Sparkline, shortDay, sparkRows, sparkValue, sparklineLabel } from '../sparkline';
import { type Coverage, bucketCoverageNote, coverageState } from '../../chart/completeness';

/**
 * A quantity card's daily bars for the last 30 days: inline SVG (no chart library on the dashboard),
 * one bar per day, nothing for a day without a value. Screen readers get a summary as the image's
 * name and every day in a visually hidden table. `data-drawn` marks the drawn chart (benchmark, e2e).
 */
export const DailyBars = memo(function DailyBars({ spark, quantityName }: { spark: Sparkline; quantityName: string }) {
  const { t, language } = useTexts();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const label = sparklineLabel(spark, quantityName, language, translate);
  const drawn = spark.bars.length > 0;
  // a day not whole (today so far) or missing hours: a lighter bar with a dashed outline, and said in the table
  const context = { resolution: 'day' as const, periodStart: spark.period.start, language, texts: translate };
  const noteOf = (day: { date: string; coverage?: Coverage }) =>
    bucketCoverageNote(`${day.date}T00:00:00`, day.coverage, context);
  const notes = spark.days.map(noteOf);
  const withNotes = notes.some(Boolean);
  return (
    <figure className="mfc-spark" data-testid={`spark-${spark.quantity}`} data-days={spark.days.length}>
      <figcaption className="mfc-note">{t('dashboard.spark_note')}</figcaption>
      {drawn ? (
        <svg
          className="mfc-spark-svg"
          role="img"
          aria-label={label}
          viewBox={`0 0 ${spark.width} ${spark.height}`}
          preserveAspectRatio="none"
          width="100%"
          height={SPARK_HEIGHT}
          focusable="false"
          data-drawn=""
        >
          {spark.bars.map((bar) => {
            const note = coverageState(bar.coverage) ? noteOf(bar) : null;
            return (
              <rect
                key={bar.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                className={note ? 'mfc-spark-incomplete' : undefined}
              >
                <title>
                  {`${formatDate(bar.date, language)}: ${sparkValue(bar.value, spark.quantity, language)}${note ? ` (${note})` : ''}`}
                </title>
              </rect>
            );
          })}
        </svg>
      ) : (
        <p className="mfc-note" role="note" data-testid={`spark-empty-${spark.quantity}`}>
          {label}
        </p>
      )}
      {drawn ? (
        <>
          <div className="mfc-spark-axis" aria-hidden="true">
            <span>{shortDay(spark.period.start, language)}</span>
            <span>{shortDay(spark.period.end, language)}</span>
          </div>
          {/* hidden in a block box: a table with the hidden class would still widen the page */}
          <div className="pui-visually-hidden">
            <table data-testid={`spark-table-${spark.quantity}`}>
              <caption>
                {t('dashboard.spark_caption', {
                  quantity: quantityName,
                  period: formatDateRange(spark.period, language),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.spark_day')}</th>
                  <th scope="col">{t('dashboard.spark_value')}</th>
                  {withNotes ? <th scope="col">{t('coverage.note')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {sparkRows(spark, language).map((row, i) => (
                  <tr key={row.date}>
                    <th scope="row">{row.date}</th>
                    <td>{row.value}</td>
                    {withNotes ? <td>{notes[i]}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </figure>
  );
});

/** The space of the bars while their figures load (no layout shift when they arrive). */
export function DailyBarsLoading() {
  return (
    <div className="mfc-spark" aria-hidden="true">
      <Skeleton height={SPARK_HEIGHT + 40} />
    </div>
  );
}
