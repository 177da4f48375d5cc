/**
 * The portal's routes (SPEC §2) as data: every app links through these, so a path is written in one
 * place (no remote imports another, but they link to each other's screens).
 */

/** A room name in a link: lower-cased and slugified (SPEC §2), Danish and Norwegian letters spelled out. */
export function slugifyRoomName(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const t = (tenancyId: string) => `/t/${encodeURIComponent(tenancyId)}`;
const seg = encodeURIComponent;

/** Every route of SPEC §2: its pattern (`path`) and a link builder (`getHref`). */
export const paths = {
  signup: { path: '/signup', getHref: () => '/signup' },
  signupEmail: { path: '/signup/email', getHref: () => '/signup/email' },
  accountCreated: { path: '/account-created', getHref: () => '/account-created' },
  enterCode: { path: '/enter-code', getHref: () => '/enter-code' },
  setPassword: { path: '/set-password', getHref: () => '/set-password' },
  /** The link of a change of e-mail (`?token=…`, sent to the new address). */
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
  login: { path: '/login', getHref: () => '/login' },
  loginEmail: { path: '/login/email', getHref: () => '/login/email' },
  forgotPassword: { path: '/login/email/forgot-password', getHref: () => '/login/email/forgot-password' },
  noTenancies: { path: '/no-tenancies', getHref: () => '/no-tenancies' },
  dataPolicy: { path: '/data-policy', getHref: () => '/data-policy' },
  cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
  report: { path: '/report/:code', getHref: (code: string) => `/report/${seg(code)}` },
  impersonate: { path: '/impersonate/:token', getHref: (token: string) => `/impersonate/${seg(token)}` },

  tenancy: { path: '/t/:tenancyId', getHref: (tenancyId: string) => t(tenancyId) },
  dashboard: { path: '/t/:tenancyId', getHref: (tenancyId: string) => `${t(tenancyId)}/` },
  indoorClimate: {
    path: '/t/:tenancyId/consumption/indoor-climate',
    getHref: (tenancyId: string) => `${t(tenancyId)}/consumption/indoor-climate`,
  },
  consumption: {
    path: '/t/:tenancyId/consumption/:quantity',
    getHref: (tenancyId: string, quantity: string) => `${t(tenancyId)}/consumption/${seg(quantity)}`,
  },
  consumptionPrice: {
    path: '/t/:tenancyId/consumption/:quantity/price',
    getHref: (tenancyId: string, quantity: string) => `${t(tenancyId)}/consumption/${seg(quantity)}/price`,
  },
  consumptionRoom: {
    path: '/t/:tenancyId/consumption/:quantity/room/:roomName',
    getHref: (tenancyId: string, quantity: string, roomName: string) =>
      `${t(tenancyId)}/consumption/${seg(quantity)}/room/${slugifyRoomName(roomName)}`,
  },
  consumptionMeter: {
    path: '/t/:tenancyId/consumption/:quantity/meter/:meterId',
    getHref: (tenancyId: string, quantity: string, meterId: string) =>
      `${t(tenancyId)}/consumption/${seg(quantity)}/meter/${seg(meterId)}`,
  },
  alarms: { path: '/t/:tenancyId/alarms', getHref: (tenancyId: string) => `${t(tenancyId)}/alarms` },
  /** The new-alarm wizard; links add `step=1` (SPEC §2). */
  newAlarm: {
    path: '/t/:tenancyId/alarms/new-alarm',
    getHref: (tenancyId: string) => `${t(tenancyId)}/alarms/new-alarm?step=1`,
  },
  alarm: {
    path: '/t/:tenancyId/alarms/:alarmId',
    getHref: (tenancyId: string, alarmId: string) => `${t(tenancyId)}/alarms/${seg(alarmId)}`,
  },
  alarmEdit: {
    path: '/t/:tenancyId/alarms/:alarmId/edit',
    getHref: (tenancyId: string, alarmId: string) => `${t(tenancyId)}/alarms/${seg(alarmId)}/edit`,
  },
  help: { path: '/t/:tenancyId/help', getHref: (tenancyId: string) => `${t(tenancyId)}/help` },
  notifications: {
    path: '/t/:tenancyId/notifications',
    getHref: (tenancyId: string) => `${t(tenancyId)}/notifications`,
  },
  notification: {
    path: '/t/:tenancyId/notifications/:id',
    getHref: (tenancyId: string, id: string) => `${t(tenancyId)}/notifications/${seg(id)}`,
  },
  settings: { path: '/t/:tenancyId/settings', getHref: (tenancyId: string) => `${t(tenancyId)}/settings` },
  statements: { path: '/t/:tenancyId/statements', getHref: (tenancyId: string) => `${t(tenancyId)}/statements` },
  profile: { path: '/t/:tenancyId/profile', getHref: (tenancyId: string) => `${t(tenancyId)}/profile` },
} as const;

/** The name of a route in `paths`. */
export type PathName = keyof typeof paths;

/** SPEC §2: the side menu is always shown from this width (px); below it a toggle or back button. */
export const MENU_PERMANENT_FROM_PX = 1280;
