// Where a tenant turns with the monthly report (docs/decisions/0150): the provider's customer service
// per brand, and per country the complaint routes and the advisers on saving energy that the EU's
// Energy Efficiency Directive (Annex VIIa) asks billing information to name. The landlord's contact is
// the property's own (properties.phone, properties.email). These are the defaults; a deployment sets
// its own with REPORT_GUIDANCE_FILE (a JSON file of the same shape; what it names replaces the
// default's entry of that brand or country).
import { readFileSync } from 'node:fs';

export type RouteKind =
  'RENT_TRIBUNAL' | 'ENERGY_COMPLAINTS_BOARD' | 'TENANTS_ASSOCIATION' | 'CONSUMER_COUNCIL' | 'ENERGY_AGENCY';

export interface Route {
  kind: RouteKind;
  /** The body's own name (not translated). */
  name: string;
  url: string;
}

export interface Contact {
  name: string;
  phone: string | null;
  email: string | null;
  url: string | null;
}

export interface CountryGuidance {
  /** Complaint routes, in the order to try them (after asking the landlord). */
  complaints: Route[];
  /** Consumer organisations and energy agencies with advice on saving energy. */
  advice: Route[];
}

export interface ReportGuidance {
  /** The provider's customer service per brand (norway, denmark, partner). */
  providers: Record<string, Contact>;
  /** Per country of the property (ISO 3166 alpha-2: NO, DK). */
  countries: Record<string, CountryGuidance>;
}

/** Demo values: the provider's service desks are made up; the public bodies are real (checked 2026). */
export const DEFAULT_REPORT_GUIDANCE: ReportGuidance = {
  providers: {
    norway: {
      name: 'Kundeservice, måleravlesning',
      phone: '+47 21 00 00 00',
      email: 'kundeservice@provider-norway.example',
      url: null,
    },
    denmark: {
      name: 'Kundeservice, måleraflæsning',
      phone: '+45 70 00 00 01',
      email: 'kundeservice@provider-denmark.example',
      url: null,
    },
    partner: {
      name: 'Customer service',
      phone: null,
      email: 'support@provider-partner.example',
      url: null,
    },
  },
  countries: {
    NO: {
      complaints: [
        // Disputes between tenant and landlord about a home's lease, its shared costs among them;
        // nationwide since 1 September 2021.
        { kind: 'RENT_TRIBUNAL', name: 'Husleietvistutvalget (HTU)', url: 'https://www.htu.no' },
        // Consumers against an energy company they buy from (district heat when both agree).
        { kind: 'ENERGY_COMPLAINTS_BOARD', name: 'Elklagenemnda', url: 'https://www.elklagenemnda.no' },
      ],
      advice: [
        { kind: 'TENANTS_ASSOCIATION', name: 'Leieboerforeningen', url: 'https://www.leieboerforeningen.no' },
        { kind: 'CONSUMER_COUNCIL', name: 'Forbrukerrådet', url: 'https://www.forbrukerradet.no' },
        { kind: 'ENERGY_AGENCY', name: 'Enova', url: 'https://www.enova.no' },
      ],
    },
    DK: {
      complaints: [
        // The heating and water accounts of a private rented home; the municipality's tribunal
        // (beboerklagenævnet for social housing).
        { kind: 'RENT_TRIBUNAL', name: 'Huslejenævnet', url: 'https://www.borger.dk/bolig-og-flytning' },
        // Consumers against an energy company they buy from directly (not a rented home's accounts).
        { kind: 'ENERGY_COMPLAINTS_BOARD', name: 'Ankenævnet på Energiområdet', url: 'https://www.energianke.dk' },
      ],
      advice: [
        { kind: 'TENANTS_ASSOCIATION', name: 'LLO – Lejernes Landsorganisation', url: 'https://www.llo.dk' },
        { kind: 'CONSUMER_COUNCIL', name: 'Forbrugerrådet Tænk', url: 'https://taenk.dk' },
        { kind: 'ENERGY_AGENCY', name: 'Energistyrelsen – Sparenergi', url: 'https://sparenergi.dk' },
      ],
    },
  },
};

const KINDS: ReadonlySet<string> = new Set<RouteKind>([
  'RENT_TRIBUNAL',
  'ENERGY_COMPLAINTS_BOARD',
  'TENANTS_ASSOCIATION',
  'CONSUMER_COUNCIL',
  'ENERGY_AGENCY',
]);

function fail(file: string, where: string, what: string): never {
  throw new Error(`REPORT_GUIDANCE_FILE ${file}: ${where} ${what}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(file: string, where: string, v: unknown, optional: boolean): string | null {
  if (optional && (v === undefined || v === null)) return null;
  if (typeof v !== 'string' || v.trim() === '') fail(file, where, 'must be a text');
  return v;
}

function url(file: string, where: string, v: unknown, optional: boolean): string | null {
  const s = text(file, where, v, optional);
  if (s !== null && !/^https:\/\/[^\s/]+/.test(s)) fail(file, where, 'must be an https:// address');
  return s;
}

function routes(file: string, where: string, v: unknown): Route[] {
  if (!Array.isArray(v)) fail(file, where, 'must be a list');
  return v.map((r, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(r)) fail(file, at, 'must be an object');
    if (typeof r.kind !== 'string' || !KINDS.has(r.kind))
      fail(file, `${at}.kind`, `must be one of ${[...KINDS].join(', ')}`);
    return {
      kind: r.kind as RouteKind,
      name: text(file, `${at}.name`, r.name, false)!,
      url: url(file, `${at}.url`, r.url, false)!,
    };
  });
}

/** The guidance of a JSON text (the file's), over the defaults; a clear error names what is wrong. */
export function parseReportGuidance(json: string, file = 'file'): ReportGuidance {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    fail(file, 'the file', 'is not JSON');
  }
  if (!isObject(raw)) fail(file, 'the file', 'must hold an object');
  const out: ReportGuidance = {
    providers: { ...DEFAULT_REPORT_GUIDANCE.providers },
    countries: { ...DEFAULT_REPORT_GUIDANCE.countries },
  };
  if (raw.providers !== undefined) {
    if (!isObject(raw.providers)) fail(file, 'providers', 'must be an object of brands');
    for (const [brand, c] of Object.entries(raw.providers)) {
      const at = `providers.${brand}`;
      if (!isObject(c)) fail(file, at, 'must be an object');
      out.providers[brand] = {
        name: text(file, `${at}.name`, c.name, false)!,
        phone: text(file, `${at}.phone`, c.phone, true),
        email: text(file, `${at}.email`, c.email, true),
        url: url(file, `${at}.url`, c.url, true),
      };
    }
  }
  if (raw.countries !== undefined) {
    if (!isObject(raw.countries)) fail(file, 'countries', 'must be an object of country codes');
    for (const [country, g] of Object.entries(raw.countries)) {
      const at = `countries.${country}`;
      if (!isObject(g)) fail(file, at, 'must be an object');
      out.countries[country] = {
        complaints: routes(file, `${at}.complaints`, g.complaints ?? []),
        advice: routes(file, `${at}.advice`, g.advice ?? []),
      };
    }
  }
  return out;
}

/** The defaults, or REPORT_GUIDANCE_FILE's guidance over them. */
export function loadReportGuidance(file: string | undefined): ReportGuidance {
  if (!file) return DEFAULT_REPORT_GUIDANCE;
  let json: string;
  try {
    json = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`REPORT_GUIDANCE_FILE ${file}: cannot be read (${(error as Error).message})`, { cause: error });
  }
  return parseReportGuidance(json, file);
}
