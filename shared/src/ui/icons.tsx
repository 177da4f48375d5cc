// The portal's icons: Lucide's SVG components (tree-shaken: an app's bundle holds the icons it
// uses), and the three flags of the language panel, drawn here. Never emoji: they depend on the
// device's fonts. Imported from `@portal/shared/icons`, a subpath that is bundled into each app and
// not shared through federation, so one app's icons never grow another's first load.
import type { SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';

export type Icon = LucideIcon;

import { Droplet, Droplets, Flame, Fuel, Gauge, ShowerHead, Snowflake, Thermometer, Waves, Zap } from 'lucide-react';
import type { NamedQuantity } from '@portal/domain';

/** Each quantity's icon, beside its colour (`QUANTITY_COLOURS` in the theme). */
export const QUANTITY_ICONS: Record<NamedQuantity, Icon> = {
  'heat-energy': Flame,
  'heat-volume': Flame,
  hca: Gauge,
  'hot-water-volume': ShowerHead,
  'cold-water-volume': Droplet,
  'total-water-volume': Waves,
  'electricity-energy': Zap,
  'gas-volume': Fuel,
  'cooling-energy': Snowflake,
  'indoor-temperature': Thermometer,
  'indoor-relative-humidity': Droplets,
};

/** A quantity's icon in its colour (decorative: the quantity's name stands beside it). */
export function QuantityIcon({ quantity, size = 20 }: { quantity: string; size?: number }) {
  const Glyph = QUANTITY_ICONS[quantity as NamedQuantity] ?? Gauge;
  return (
    <Glyph
      size={size}
      aria-hidden="true"
      focusable="false"
      className="portal-quantity-icon"
      style={{ color: `var(--portal-quantity-${quantity}, currentColor)` }}
    />
  );
}

export {
  Activity as ActivityIcon,
  ArrowLeft as BackIcon,
  Bell as AlarmsIcon,
  BellRing as AlarmRingIcon,
  ChartColumn as ConsumptionIcon,
  ChartLine as ChartLineIcon,
  Check as CheckIcon,
  CircleHelp as HelpIcon,
  DoorOpen as LeaveIcon,
  Download as DownloadIcon,
  FileText as StatementsIcon,
  Globe as LanguageIcon,
  House as TenancyIcon,
  HousePlus as AddTenancyIcon,
  KeyRound as PasswordIcon,
  LogOut as LogoutIcon,
  Mail as NotificationsIcon,
  Mail as EmailIcon,
  MapPin as AddressIcon,
  Menu as MenuIcon,
  Pencil as EditIcon,
  Phone as PhoneIcon,
  Plus as AddIcon,
  Scale as CompareIcon,
  ShieldAlert as DangerIcon,
  ShieldCheck as PrivacyIcon,
  Smartphone as MobileAppIcon,
  Trash2 as DeleteIcon,
  TriangleAlert as ErrorIcon,
  User as ProfileIcon,
  UserPlus as InviteIcon,
  Users as UsersIcon,
  X as CloseIcon,
} from 'lucide-react';

/** A flag's drawing, by the ISO country code the language option names. */
const FLAG_SHAPES = {
  gb: (
    <>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </>
  ),
  dk: (
    <>
      <rect width="60" height="30" fill="#c8102e" />
      <path d="M22 0v30M0 15h60" stroke="#fff" strokeWidth="6" />
    </>
  ),
  no: (
    <>
      <rect width="60" height="30" fill="#ba0c2f" />
      <path d="M22 0v30M0 15h60" stroke="#fff" strokeWidth="8" />
      <path d="M22 0v30M0 15h60" stroke="#00205b" strokeWidth="4" />
    </>
  ),
} as const;

export type FlagCode = keyof typeof FLAG_SHAPES;

/** A small flag (decorative: the language's name stands beside it). */
export function Flag({ code, ...props }: { code: FlagCode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 60 30"
      width="24"
      height="12"
      aria-hidden="true"
      focusable="false"
      className="portal-flag"
      data-flag={code}
      {...props}
    >
      {FLAG_SHAPES[code]}
    </svg>
  );
}
