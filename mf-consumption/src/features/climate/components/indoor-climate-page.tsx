import type { CSSProperties } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Card,
  Page,
  formatDateRange,
  quantityColour,
  LoadingRegion,
  Skeleton,
  consumptionQueries,
  formatQuantity,
  graphInput,
  kpisInput,
  usePortalClients,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { type TenancyContext } from '../../tenancy/tenancy-context';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { ControlBar, PeriodSelector, ResolutionSelector } from '../../period/components/period-selector';
import { todayInCopenhagen } from '../../period/period-state';
import { type PeriodSelection, usePeriodSelection } from '../../period/hooks/use-period-selection';
import { buildChartModel } from '../../chart/chart-model';
import { dataUntilText, totalCoverageNote } from '../../chart/completeness';
import { ChartPanel, preloadChart } from '../../chart/components/chart-panel';
import { HelpButton } from '../../../components/help-button';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { pageMetaOf } from '../../../components/page-meta';
import { QuantityIcon } from '@portal/shared/icons';
import { DownloadMenu } from '@portal/shared/export';
import { viewExportTable, viewFileName } from '../../overview/view-export';

import { type ClimateQuantity, ClimateSmiley } from '../../../components/climate-smiley';

/** `/consumption/indoor-climate`: temperature and humidity over the period, per room, with smileys and the tip. */
export function IndoorClimatePage() {
  preloadChart();
  const { tc, tn } = useTexts();
  const tenancy = useTenancy();
  const selection = usePeriodSelection('unit', { hasHourlyValues: tenancy?.hasHourlyValues ?? false });
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy) return <NotFoundPage />;
  const meta = pageMetaOf({ screen: 'indoor-climate' }, tenancy.tenancyId, tn, tc);
  return (
    <Page
      className="mfc-page"
      title={meta.title}
      crumbs={meta.crumbs}
      icon={<QuantityIcon quantity="indoor-temperature" size={24} />}
      accent={quantityColour('indoor-temperature')}
      help={<HelpButton topic="indoor_climate" />}
    >
      <ControlBar>
        <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
        <div className="mfc-bar-end">
          <ResolutionSelector selection={selection} />
        </div>
      </ControlBar>
      {tenancy.hasIndoorClimate ? (
        <>
          <ClimateSection tenancy={tenancy} quantity="indoor-temperature" selection={selection} />
          <ClimateSection tenancy={tenancy} quantity="indoor-relative-humidity" selection={selection} />
          <p className="mfc-tip">{tc('tip.lower_temperature')}</p>
        </>
      ) : (
        <p role="status">{tc('info.no_data')}</p>
      )}
    </Page>
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
  const { period, resolution } = selection;
  const graph = useQuery({
    ...consumptionQueries.graph(
      clients,
      tenancy.tenancyId,
      graphInput({ objectId: tenancy.objectId, quantity, period, resolution }),
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
          resolution,
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
  const colour = quantityColour(quantity);
  // the file holds what the chart and its table show: nothing while another period loads
  const exportTable = () =>
    viewExportTable({
      model: model!,
      quantity,
      quantityName: name,
      comparisonName: null,
      objectName: tenancy.tenancy.apartment.address,
      period,
      periodText: formatDateRange(period, language),
      resolution,
      resolutionName: tc(`resolution.${resolution}`),
      mode: 'consumption',
      normalized: false,
      language,
      t: texts,
    });
  return (
    <Card
      title={name}
      titleId={`mfc-${quantity}`}
      icon={<QuantityIcon quantity={quantity} />}
      accent={colour}
      actions={
        <DownloadMenu
          table={exportTable}
          disabled={!model?.hasData || graph.isPlaceholderData}
          fileName={viewFileName({ quantity, period, resolution, mode: 'consumption', normalized: false })}
        />
      }
      data-testid={`climate-${quantity}`}
      className="mfc-view"
    >
      <div className="mfc-climate-now">
        <p className="pui-stat">
          <span className="pui-stat__label">{t('overview.average')}</span>
          <strong className="pui-stat__value" data-testid={`climate-average-${quantity}`}>
            {formatQuantity(average, quantity, language)}
          </strong>
        </p>
        {average != null ? <ClimateSmiley quantity={quantity} value={average} /> : null}
      </div>
      {incomplete ? <p className="mfc-note mfc-incomplete-total">{incomplete}</p> : null}
      {until ? (
        <p className="mfc-note" data-testid={`data-until-${quantity}`}>
          {until}
        </p>
      ) : null}
      <div style={{ '--mfc-accent': colour } as CSSProperties}>
        <LoadingRegion loading={!model} label={tc('app.loading')} placeholder={<Skeleton height={368} />}>
          {model && model.hasData ? (
            <ChartPanel
              model={model}
              currentName={name}
              comparisonName={null}
              kind="line"
              colour={colour}
              description={t('chart.description', {
                quantity: name,
                resolution: tc(`resolution.${resolution}`).toLowerCase(),
                period: formatDateRange(period, language),
              })}
            />
          ) : model ? (
            <p role="status">{tc('info.no_data')}</p>
          ) : null}
        </LoadingRegion>
      </div>
      {kpis.data?.unitQuantityKpis.rooms.length ? (
        <section aria-label={t('overview.rooms')}>
          <h3 className="pui-stat__label">{t('overview.rooms')}</h3>
          <ul className="mfc-climate-list">
            {kpis.data.unitQuantityKpis.rooms.map((room) => (
              <li key={room.label}>
                <span>{room.label}</span>
                <span className="mfc-badge-row">
                  <strong>{formatQuantity(room.value, quantity, language)}</strong>
                  {room.value != null ? <ClimateSmiley quantity={quantity} value={room.value} /> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
