import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { consumptionTexts } from './i18n/texts';
import { exportTexts } from '@portal/shared/export/texts';
import { paths } from './paths';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/**
 * Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. Each
 * screen is its own chunk, named `screen-<its key in paths.ts>` so that the manifest can list its files
 * (scripts/build/screen-chunks.ts).
 */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_consumption',
  release: RELEASE,
  texts: [consumptionTexts, exportTexts],
  routes: {
    // diagnostics: the federation probe, mounted only when the shell's configuration enables it
    root: [federationProbeRoute('mf-consumption', RELEASE)],
    tenancy: [
      {
        index: true,
        lazy: async () => {
          const [{ DashboardPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-dashboard" */ './features/dashboard/components/dashboard-page'),
            import(/* webpackChunkName: "screen-dashboard" */ './components/page'),
          ]);
          return { Component: screen(DashboardPage) };
        },
      },
      {
        path: paths.indoorClimate.path,
        lazy: async () => {
          const [{ IndoorClimatePage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-indoorClimate" */ './features/climate/components/indoor-climate-page'),
            import(/* webpackChunkName: "screen-indoorClimate" */ './components/page'),
          ]);
          return { Component: screen(IndoorClimatePage) };
        },
      },
      {
        path: paths.meters.path,
        lazy: async () => {
          const [{ MetersPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-meters" */ './features/meters/components/meter-pages'),
            import(/* webpackChunkName: "screen-meters" */ './components/page'),
          ]);
          return { Component: screen(MetersPage) };
        },
      },
      {
        path: paths.settlement.path,
        lazy: async () => {
          const [{ SettlementPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-settlement" */ './features/settlement/components/settlement-page'),
            import(/* webpackChunkName: "screen-settlement" */ './components/page'),
          ]);
          return { Component: screen(SettlementPage) };
        },
      },
      {
        path: paths.overview.path,
        lazy: async () => {
          const [{ OverviewPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-overview" */ './features/overview/components/overview-page'),
            import(/* webpackChunkName: "screen-overview" */ './components/page'),
          ]);
          return { Component: screen(OverviewPage) };
        },
      },
      {
        path: paths.price.path,
        lazy: async () => {
          const [{ PricePage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-price" */ './features/prices/components/price-page'),
            import(/* webpackChunkName: "screen-price" */ './components/page'),
          ]);
          return { Component: screen(PricePage) };
        },
      },
      {
        path: paths.room.path,
        lazy: async () => {
          const [{ RoomPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-room" */ './features/meters/components/meter-pages'),
            import(/* webpackChunkName: "screen-room" */ './components/page'),
          ]);
          return { Component: screen(RoomPage) };
        },
      },
      {
        path: paths.meter.path,
        lazy: async () => {
          const [{ MeterPage }, { screen }] = await Promise.all([
            import(/* webpackChunkName: "screen-meter" */ './features/meters/components/meter-pages'),
            import(/* webpackChunkName: "screen-meter" */ './components/page'),
          ]);
          return { Component: screen(MeterPage) };
        },
      },
    ],
  },
};

export default routeModule;
