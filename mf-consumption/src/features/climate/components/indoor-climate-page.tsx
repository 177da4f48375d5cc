import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LoadingRegion,
  Skeleton,
  consumptionQueries,
  formatQuantity,
  graphInput,
  humidityMood,
  kpisInput,
  temperatureMood,
  usePortalClients,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { Smiley } from '../../../components/smiley';
import { type TenancyContext } from '../../tenancy/tenancy-context';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { PeriodSelector } from '../../period/components/period-selector';
import { todayInCopenhagen } from '../../period/period-state';
import { type PeriodSelection, usePeriodSelection } from '../../period/hooks/use-period-selection';
import { buildChartModel } from '../../chart/chart-model';
import { dataUntilText, totalCoverageNote } from '../../chart/completeness';
import { ChartPanel, preloadChart } from '../../chart/components/chart-panel';
import { HelpButton } from '../../../components/help-button';
import { PageLoading } from '../../../components/page';

type ClimateQuantity = 'indoor-temperature' | 'indoor-relative-humidity';

const moodOf = (quantity: ClimateQuantity, value: number) =>
  quantity === 'indoor-temperature' ? temperatureMood(value) : humidityMood(value);

/** `/consumption/indoor-climate`: temperature and humidity over the period, per room, with smileys and the tip. */
export function IndoorClimatePage() {
  preloadChart();
  const { t, tc } = useTexts();
  const tenancy = useTenancy();
  const selection = usePeriodSelection('unit', { hasHourlyValues: tenancy?.hasHourlyValues ?? false });
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy) {
    return (
      <main className="mfc-page">
        <h1>{t('overview.unknown_quantity')}</h1>
      </main>
    );
  }
  return (
    <main className="mfc-page">
      <h1>
        {t('dashboard.climate')} <HelpButton topic="indoor_climate" />
      </h1>
      <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
      {tenancy.hasIndoorClimate ? (
        <>
          <ClimateSection tenancy={tenancy} quantity="indoor-temperature" selection={selection} />
          <ClimateSection tenancy={tenancy} quantity="indoor-relative-humidity" selection={selection} />
          <p className="mfc-tip">{tc('tip.lower_temperature')}</p>
        </>
      ) : (
        <p role="status">{tc('info.no_data')}</p>
      )}
    </main>
  );
}

function ClimateSection({
  tenancy,
  quantity,
  selection,
}: {
  tenancy: TenancyContext;
  quantity: ClimateQuantity;
  selection: PeriodSelection;
}) {
  const { t, tc, language } = useTexts();
  const texts = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const clients = usePortalClients();
  const { period, spanType } = selection;
  const graph = useQuery({
    ...consumptionQueries.graph(
      clients,
      tenancy.tenancyId,
      graphInput({ objectId: tenancy.objectId, quantity, period, resolution: spanType }),
    ),
    placeholderData: keepPreviousData,
  });
  const kpis = useQuery({
    ...consumptionQueries.kpis(clients, tenancy.tenancyId, kpisInput({ objectId: tenancy.objectId, quantity, period })),
    placeholderData: keepPreviousData,
  });
  const model = graph.data
    ? buildChartModel(
        {
          graph: graph.data.tenantGraph,
          resolution: spanType,
          quantity,
          normalized: false,
          mode: 'consumption',
          language,
          t: tc,
          texts,
          periodStart: period.start,
          tenancyStart: tenancy.tenancy.start?.slice(0, 10) ?? null,
        },
        { averaged: true },
      )
    : null;
  const figures = kpis.data?.unitQuantityKpis;
  const average = figures?.total ?? model?.sum ?? null;
  const incomplete = totalCoverageNote(figures ? figures.coverage : model?.totalCoverage, language, texts);
  const until = dataUntilText(figures?.dataUntil ?? model?.dataUntil, language, texts, todayInCopenhagen());
  const name = tc(`quantity.${quantity}`);
  return (
    <section aria-labelledby={`mfc-${quantity}`} data-testid={`climate-${quantity}`}>
      <h2 id={`mfc-${quantity}`}>{name}</h2>
      <p>
        {t('overview.average')}:{' '}
        <strong data-testid={`climate-average-${quantity}`}>{formatQuantity(average, quantity, language)}</strong>{' '}
        {average != null ? (
          <Smiley mood={moodOf(quantity, average)} label={tc(`smiley.${moodOf(quantity, average)}`)} />
        ) : null}
      </p>
      {incomplete ? <p className="mfc-note mfc-incomplete-total">{incomplete}</p> : null}
      {until ? (
        <p className="mfc-note" data-testid={`data-until-${quantity}`}>
          {until}
        </p>
      ) : null}
      {kpis.data?.unitQuantityKpis.rooms.length ? (
        <ul className="mfc-list">
          {kpis.data.unitQuantityKpis.rooms.map((room) => (
            <li key={room.label}>
              <span>{room.label}</span>
              <span>
                {formatQuantity(room.value, quantity, language)}{' '}
                {room.value != null ? (
                  <Smiley mood={moodOf(quantity, room.value)} label={tc(`smiley.${moodOf(quantity, room.value)}`)} />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <LoadingRegion loading={!model} label={tc('app.loading')} placeholder={<Skeleton height={320} />}>
        {model && model.hasData ? (
          <ChartPanel model={model} currentName={name} comparisonName={null} kind="line" description={name} />
        ) : model ? (
          <p role="status">{tc('info.no_data')}</p>
        ) : null}
      </LoadingRegion>
    </section>
  );
}
