import type { Breadcrumb } from '@portal/shared';
import { paths } from '../paths';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a screen of this remote is: the route's meaning, with the names a tenant knows. */
export type ScreenOf =
  | { screen: 'dashboard' }
  | { screen: 'meters' }
  | { screen: 'indoor-climate' }
  | { screen: 'settlement' }
  | { screen: 'overview'; quantity: string }
  | { screen: 'price'; quantity: string }
  /** A room as the tenant wrote it (never its slug). */
  | { screen: 'room'; quantity: string; room: string }
  /** A meter by its number (never the service's id). */
  | { screen: 'meter'; quantity: string; meterId: string; number: string };

export interface PageMeta {
  /** The screen's title: the browser tab reads "<title> · <app title>". */
  title: string;
  crumbs: Breadcrumb[];
}

/**
 * A screen's tab title and breadcrumbs (pure; tested): from "Consumption" (the dashboard) down to the
 * screen, each translated, with quantity names (never a slug), a room as the tenant wrote it and a
 * meter labelled as a meter by its number. `t` is this remote's namespace, `tc` shared's `common`.
 */
export function pageMetaOf(of: ScreenOf, tenancyId: string, t: Translate, tc: Translate): PageMeta {
  const home: Breadcrumb = { label: tc('menu.consumption'), href: paths.dashboard.getHref(tenancyId) };
  switch (of.screen) {
    case 'dashboard':
      return { title: t('dashboard.title'), crumbs: [home] };
    case 'meters':
      return {
        title: tc('menu.meter_list'),
        crumbs: [home, { label: tc('menu.meter_list'), href: paths.meters.getHref(tenancyId) }],
      };
    case 'indoor-climate':
      return {
        title: t('dashboard.climate'),
        crumbs: [home, { label: t('dashboard.climate'), href: paths.indoorClimate.getHref(tenancyId) }],
      };
    case 'settlement':
      return {
        title: t('settlement.title'),
        crumbs: [home, { label: t('settlement.title'), href: paths.settlement.getHref(tenancyId) }],
      };
    default:
      break;
  }
  const quantity = tc(`quantity.${of.quantity}`);
  const overview: Breadcrumb = { label: quantity, href: paths.overview.getHref(tenancyId, of.quantity) };
  switch (of.screen) {
    case 'overview':
      return { title: quantity, crumbs: [home, overview] };
    case 'price':
      return {
        title: t('prices.title', { quantity }),
        crumbs: [home, overview, { label: t('overview.prices'), href: paths.price.getHref(tenancyId, of.quantity) }],
      };
    case 'room':
      return {
        title: t('overview.room_title', { room: of.room, quantity }),
        crumbs: [home, overview, { label: of.room, href: paths.room.getHref(tenancyId, of.quantity, of.room) }],
      };
    case 'meter':
      return {
        title: t('overview.meter_title', { number: of.number, quantity }),
        crumbs: [
          home,
          overview,
          {
            label: t('overview.meter_label', { number: of.number }),
            href: paths.meter.getHref(tenancyId, of.quantity, of.meterId),
          },
        ],
      };
  }
}
