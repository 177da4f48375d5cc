import { consumptionPath, dashboardPath, roomSlug, tenancyPath } from '@portal/shared/routing';

const seg = encodeURIComponent;

/**
 * This remote's screens (SPEC §2): `path` is the route's pattern under the tenancy layout
 * (`/t/:tenancyId`), `getHref` the link to it. Built on the portal's links in `@portal/shared/routing`.
 */
export const paths = {
  dashboard: { path: '', getHref: dashboardPath },
  indoorClimate: {
    path: 'consumption/indoor-climate',
    getHref: (tenancyId: string) => tenancyPath(tenancyId, 'consumption/indoor-climate'),
  },
  meters: {
    path: 'consumption/meters',
    getHref: (tenancyId: string) => tenancyPath(tenancyId, 'consumption/meters'),
  },
  /** The settlement forecast of the tenancy's current billing period (a static segment: it wins over `:quantity`). */
  settlement: {
    path: 'consumption/settlement',
    getHref: (tenancyId: string) => tenancyPath(tenancyId, 'consumption/settlement'),
  },
  overview: { path: 'consumption/:quantity', getHref: consumptionPath },
  price: {
    path: 'consumption/:quantity/price',
    getHref: (tenancyId: string, quantity: string) => `${consumptionPath(tenancyId, quantity)}/price`,
  },
  room: {
    path: 'consumption/:quantity/room/:roomName',
    getHref: (tenancyId: string, quantity: string, roomName: string) =>
      `${consumptionPath(tenancyId, quantity)}/room/${roomSlug(roomName)}`,
  },
  meter: {
    path: 'consumption/:quantity/meter/:meterId',
    getHref: (tenancyId: string, quantity: string, meterId: string) =>
      `${consumptionPath(tenancyId, quantity)}/meter/${seg(meterId)}`,
  },
};
