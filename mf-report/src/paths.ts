/** This remote's screens (SPEC §2): `path` is the route's pattern at the page's root (no layout, no login). */
export const paths = {
  report: { path: 'report/:code' },
};
