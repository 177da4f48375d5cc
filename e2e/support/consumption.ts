// Helpers of the consumption suites: the figures the data service gives for a period, asked directly.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, gql, obtainTokens, serviceUrls, type TokenPairs } from './session.ts';
import { STORAGE_KEYS } from '../../shared/src/session/storage.ts';

export async function kpisOf(
  request: APIRequestContext,
  tokens: TokenPairs,
  input: { objectId: string; quantity: string; periodBegin: string; periodEnd: string; normalized?: boolean },
) {
  const result = await gql<{ unitQuantityKpis: { total: number | null; previousPeriod: number | null } }>(
    request,
    serviceUrls().data,
    'query ($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod } }',
    { i: input },
    tokens.data.token,
  );
  return result.unitQuantityKpis;
}

export async function graphOf(
  request: APIRequestContext,
  tokens: TokenPairs,
  graph: Record<string, unknown>,
): Promise<{ timestamps: string[]; values: (number | null)[] }> {
  const result = await gql<{
    tenantGraph: { timestamps: string[]; graphs: Array<{ consumption: { values: (number | null)[] } }> };
  }>(
    request,
    serviceUrls().data,
    'query ($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs { consumption { values } } } }',
    { g: graph },
    tokens.data.token,
  );
  return { timestamps: result.tenantGraph.timestamps, values: result.tenantGraph.graphs[0]?.consumption.values ?? [] };
}

export async function unitIdOf(request: APIRequestContext, tokens: TokenPairs, tenancyId: string): Promise<string> {
  const result = await gql<{ tenancies: Array<{ id: string; unitId: string }> }>(
    request,
    serviceUrls().data,
    '{ tenancies { id unitId } }',
    {},
    tokens.data.token,
  );
  const tenancy = result.tenancies.find((t) => t.id === tenancyId);
  if (!tenancy) throw new Error(`No tenancy ${tenancyId}`);
  return tenancy.unitId;
}

/**
 * Signs `page` in with tokens obtained once per file (the services allow ten logins per account in
 * fifteen minutes), as `signIn` of session.ts does.
 */
export async function signInWith(
  page: Page,
  tokens: TokenPairs,
  { language }: { language?: 'en' | 'da' | 'nb' } = {},
): Promise<void> {
  const entries: Array<[string, string]> = [
    [STORAGE_KEYS.mainToken, tokens.main.token],
    [STORAGE_KEYS.mainRefreshToken, tokens.main.refreshToken],
    [STORAGE_KEYS.dataToken, tokens.data.token],
    [STORAGE_KEYS.dataRefreshToken, tokens.data.refreshToken],
    [STORAGE_KEYS.hasOnboarded, 'true'],
    [STORAGE_KEYS.dataPolicyAcknowledgedAt, new Date().toISOString()],
    ...(language ? ([[STORAGE_KEYS.language, language]] as Array<[string, string]>) : []),
  ];
  await page.addInitScript((pairs: Array<[string, string]>) => {
    if (sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

let cached: Promise<TokenPairs> | null = null;
/** The demo user's tokens, obtained once per worker. */
export function demoTokens(playwright: { request: { newContext(): Promise<APIRequestContext> } }): Promise<TokenPairs> {
  cached ??= playwright.request
    .newContext()
    .then((request) => obtainTokens(request, DEMO.demo.email, DEMO.demo.password));
  return cached;
}

/**
 * The data service's consumption of each calendar day of a period (day resolution), `null` for a day
 * without a value or without a bucket: what the dashboard's daily bars must show.
 */
export async function dailyOf(
  request: APIRequestContext,
  tokens: TokenPairs,
  input: { objectId: string; quantity: string; periodBegin: string; periodEnd: string; dates: string[] },
): Promise<Array<{ date: string; value: number | null }>> {
  const graph = await graphOf(request, tokens, {
    objectId: input.objectId,
    resolution: 'DAY',
    periodBegin: input.periodBegin,
    periodEnd: input.periodEnd,
    consumption: { series: [{ quantityDescriptor: { quantity: input.quantity } }] },
  });
  const byDate = new Map(graph.timestamps.map((ts, i) => [ts.slice(0, 10), graph.values[i] ?? null]));
  return input.dates.map((date) => ({ date, value: byDate.get(date) ?? null }));
}

/** Exactly this text, whatever spacing the browser's and Node's ICU data put around a range's dash. */
export function withAnyDashSpacing(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\s*–\s*/g, '\\s*–\\s*')}$`);
}

/** A span of local Copenhagen time as the data service gives it: `begin` included, `end` excluded. */
export interface ServiceSpan {
  begin: string;
  end: string;
}

/**
 * How the data service compares a period (issue 16): the first comparison of its graph (the part of
 * the period compared, the compared time, whether only a part is) and where its data end.
 */
export async function comparedOf(
  request: APIRequestContext,
  tokens: TokenPairs,
  graph: Record<string, unknown>,
): Promise<{
  dataUntil: string | null;
  related: { currentSpan: ServiceSpan | null; comparedSpan: ServiceSpan | null; partial: boolean } | null;
}> {
  const result = await gql<{
    tenantGraph: {
      dataUntil: string | null;
      graphs: Array<{
        consumption: {
          relatedValues: Array<{ currentSpan: ServiceSpan | null; comparedSpan: ServiceSpan | null; partial: boolean }>;
        };
      }>;
    };
  }>(
    request,
    serviceUrls().data,
    `query ($g: TenantGraphInput!) { tenantGraph(graph: $g) { dataUntil graphs { consumption {
      relatedValues { currentSpan { begin end } comparedSpan { begin end } partial } } } } }`,
    { g: graph },
    tokens.data.token,
  );
  return {
    dataUntil: result.tenantGraph.dataUntil,
    related: result.tenantGraph.graphs[0]?.consumption.relatedValues[0] ?? null,
  };
}

/** The KPIs' spans and where their data end (issue 16). */
export async function kpiSpansOf(
  request: APIRequestContext,
  tokens: TokenPairs,
  input: { objectId: string; quantity: string; periodBegin: string; periodEnd: string },
): Promise<{
  dataUntil: string | null;
  partial: boolean;
  currentSpan: ServiceSpan | null;
  previousPeriodSpan: ServiceSpan | null;
}> {
  const result = await gql<{
    unitQuantityKpis: {
      dataUntil: string | null;
      partial: boolean;
      currentSpan: ServiceSpan | null;
      previousPeriodSpan: ServiceSpan | null;
    };
  }>(
    request,
    serviceUrls().data,
    `query ($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { dataUntil partial
      currentSpan { begin end } previousPeriodSpan { begin end } } }`,
    { i: input },
    tokens.data.token,
  );
  return result.unitQuantityKpis;
}
