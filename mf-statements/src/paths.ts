import { statementsPath } from '@portal/shared/routing';

/**
 * This remote's screens (SPEC §2): `path` is the route's pattern under the tenancy layout
 * (`/t/:tenancyId`), `getHref` the link to it. Built on the portal's links in `@portal/shared/routing`.
 */
export const paths = {
  statements: { path: 'statements', getHref: statementsPath },
};
