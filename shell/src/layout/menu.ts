/**
 * The side menu as data (SPEC §2): entries in order, each with its path under /t/{tenancyId}, its
 * label key (namespace `common`), when it is shown and when it is active. Labels are keys: `t()` is
 * called when the menu renders, never here.
 */
export interface MenuContext {
  accountHasStatements: boolean;
  /** Does the selected tenancy's property have any settings? (Then notifications are hidden.) */
  propertyHasSettings: boolean;
}

import {
  AlarmsIcon,
  ConsumptionIcon,
  HelpIcon,
  type Icon,
  NotificationsIcon,
  ProfileIcon,
  StatementsIcon,
  TenancyIcon,
} from '@portal/shared/icons';

export interface MenuEntry {
  id: string;
  /** Path under /t/{tenancyId} ('' is the dashboard). */
  path: string;
  labelKey: string;
  icon: Icon;
  visible?: (ctx: MenuContext) => boolean;
  /** Active for these paths under the tenancy (default: the entry's path and below). */
  activeFor?: (rest: string) => boolean;
}

const under = (prefix: string) => (rest: string) => rest === prefix || rest.startsWith(`${prefix}/`);

export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'consumption',
    path: '',
    labelKey: 'menu.consumption',
    icon: ConsumptionIcon,
    // SPEC §2: active on the dashboard and on consumption paths
    activeFor: (rest) => rest === '' || under('consumption')(rest),
  },
  {
    id: 'statements',
    path: 'statements',
    labelKey: 'menu.statements',
    icon: StatementsIcon,
    visible: (ctx) => ctx.accountHasStatements,
  },
  { id: 'alarms', path: 'alarms', labelKey: 'menu.alarms', icon: AlarmsIcon },
  { id: 'settings', path: 'settings', labelKey: 'menu.tenancy_info', icon: TenancyIcon },
  {
    id: 'notifications',
    path: 'notifications',
    labelKey: 'menu.notifications',
    icon: NotificationsIcon,
    visible: (ctx) => !ctx.propertyHasSettings,
  },
  { id: 'help', path: 'help', labelKey: 'menu.help', icon: HelpIcon },
  { id: 'profile', path: 'profile', labelKey: 'menu.profile', icon: ProfileIcon },
];

export function visibleMenuEntries(ctx: MenuContext, entries: readonly MenuEntry[] = MENU_ENTRIES): MenuEntry[] {
  return entries.filter((e) => e.visible?.(ctx) ?? true);
}

/** The part of a pathname below /t/{tenancyId}, without slashes at either end. */
export function pathUnderTenancy(pathname: string): string {
  return pathname.replace(/^\/t\/[^/]+\/?/, '').replace(/\/+$/, '');
}

export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const rest = pathUnderTenancy(pathname);
  return (entry.activeFor ?? under(entry.path))(rest);
}

/** The menu entry a page belongs to (for the first breadcrumb), or undefined. */
export function entryForPath(pathname: string, entries: readonly MenuEntry[] = MENU_ENTRIES): MenuEntry | undefined {
  return entries.find((e) => isEntryActive(e, pathname));
}
