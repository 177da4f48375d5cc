// Helpers of the alarm and notification suites: the demo tenant's tenancies, the wizard driven as
// a tenant drives it, and the service's view of the alarms (to check what was saved, or not).
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../shared/src/session/storage.ts';
import { DEMO, gql, obtainTokens, serviceUrls, type TokenPairs } from './session.ts';

/**
 * The demo tenant's tokens, shared by every alarm suite of a run: the services allow 10 logins per
 * account in 15 minutes, and every sign-in is two (one per service). Kept in a file per data service
 * (a worker restarts after a failed test), checked with a request before reuse, renewed after
 * 10 minutes: well before the 15-minute access tokens would need a refresh, which rotates the refresh
 * token that the pages share.
 */
export async function demoTokens(request: APIRequestContext, dataUrl = serviceUrls().data): Promise<TokenPairs> {
  const file = join(tmpdir(), `portal-e2e-alarms-tokens-${new URL(dataUrl).port}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { tokens: TokenPairs; at: number };
    if (Date.now() - cached.at < 10 * 60_000) {
      await gql(request, dataUrl, '{ tenancies { id } }', {}, cached.tokens.data.token);
      return cached.tokens;
    }
  } catch {
    // no file, an old one, or tokens of services that have since been restarted: sign in again
  }
  const tokens = await obtainTokens(request, DEMO.demo.email, DEMO.demo.password);
  writeFileSync(file, JSON.stringify({ tokens, at: Date.now() }));
  return tokens;
}

/** Puts the tokens where the portal keeps them before the page's first navigation (as `signIn`). */
export async function signInWithTokens(page: Page, tokens: TokenPairs, language: 'en' | 'da' | 'nb'): Promise<void> {
  const entries: Array<[string, string]> = [
    [STORAGE_KEYS.mainToken, tokens.main.token],
    [STORAGE_KEYS.mainRefreshToken, tokens.main.refreshToken],
    [STORAGE_KEYS.dataToken, tokens.data.token],
    [STORAGE_KEYS.dataRefreshToken, tokens.data.refreshToken],
    [STORAGE_KEYS.hasOnboarded, 'true'],
    [STORAGE_KEYS.dataPolicyAcknowledgedAt, new Date().toISOString()],
    [STORAGE_KEYS.language, language],
  ];
  await page.addInitScript((pairs: Array<[string, string]>) => {
    if (sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

export interface DemoTenancies {
  /** Oslo: every quantity, indoor climate included; the demo data has alarms and notifications here. */
  oslo: string;
  /** Aarhus (Denmark): no alarms, no indoor climate meters; one notification, last month's consumption report. */
  denmark: string;
}

export async function demoTenancies(
  request: APIRequestContext,
  tokens: TokenPairs,
  dataUrl = serviceUrls().data,
): Promise<DemoTenancies> {
  const { tenancies } = await gql<{ tenancies: Array<{ id: string; apartment: { apartmentInfo: { city: string } } }> }>(
    request,
    dataUrl,
    '{ tenancies { id apartment { apartmentInfo { city } } } }',
    {},
    tokens.data.token,
  );
  const oslo = tenancies.find((t) => t.apartment.apartmentInfo.city === 'Oslo');
  const denmark = tenancies.find((t) => t.apartment.apartmentInfo.city !== 'Oslo');
  if (!oslo || !denmark) throw new Error('The demo tenant should have an Oslo and a Danish tenancy');
  return { oslo: oslo.id, denmark: denmark.id };
}

/**
 * Signs `page` in as former@, whose only tenancy ended long ago, before it sent or reported anything:
 * a tenancy without any notification. Returns its id.
 */
export async function signInWithoutNotifications(page: Page, language: 'en' | 'da' | 'nb'): Promise<string> {
  const tokens = await obtainTokens(page.request, DEMO.former.email, DEMO.former.password);
  await signInWithTokens(page, tokens, language);
  const { tenancies } = await gql<{ tenancies: Array<{ id: string }> }>(
    page.request,
    serviceUrls().data,
    '{ tenancies { id } }',
    {},
    tokens.data.token,
  );
  if (tenancies.length !== 1) throw new Error('former@ should have one tenancy');
  return tenancies[0]!.id;
}

export interface ServiceAlarm {
  id: string;
  name: string;
  kind: string;
  type: string;
  quantity: string;
  period: string;
  threshold: number;
  enabled: boolean;
}

export async function serviceAlarms(
  request: APIRequestContext,
  tokens: TokenPairs,
  tenancyId: string,
): Promise<ServiceAlarm[]> {
  const { alarms } = await gql<{ alarms: ServiceAlarm[] }>(
    request,
    serviceUrls().data,
    'query ($t: ID!) { alarms(tenancyId: $t) { id name kind type quantity period threshold enabled } }',
    { t: tenancyId },
    tokens.data.token,
  );
  return alarms;
}

export async function deleteServiceAlarm(request: APIRequestContext, tokens: TokenPairs, id: string): Promise<void> {
  await gql(
    request,
    serviceUrls().data,
    'mutation ($id: ID!) { deleteAlarm(id: $id) { ok } }',
    { id },
    tokens.data.token,
  );
}

export interface WizardAnswers {
  kind: string;
  type: string;
  quantity: string;
  period: string;
  /** Typed into the trigger field; left alone when undefined (zero consumption). */
  trigger?: string;
  name?: string;
}

/** Answers steps 1-4 of the wizard by their visible labels (English unless told otherwise). */
export async function answerChoices(page: Page, answers: WizardAnswers, next = 'Next'): Promise<void> {
  for (const [step, label] of [answers.kind, answers.type, answers.quantity, answers.period].entries()) {
    await expect(page).toHaveURL(new RegExp(`step=${step + 1}`));
    await page.getByRole('radio', { name: label, exact: true }).check();
    await page.getByRole('button', { name: next }).click();
  }
  await expect(page).toHaveURL(/step=5/);
}

/** Creates an alarm through the wizard, from the list's "New alarm" link to the confirmation. */
export async function createThroughWizard(
  page: Page,
  tenancyId: string,
  answers: WizardAnswers,
  portalUrl = '',
): Promise<void> {
  await page.goto(`${portalUrl}/t/${tenancyId}/alarms`);
  await page.getByRole('link', { name: 'New alarm' }).first().click();
  await answerChoices(page, answers);
  if (answers.trigger !== undefined)
    await page.getByRole('textbox', { name: /^(Limit|Increase|Lowest|Highest)/ }).fill(answers.trigger);
  if (answers.name) await page.getByRole('textbox', { name: 'Name' }).fill(answers.name);
  await page.getByRole('button', { name: 'Create alarm' }).click();
  await expect(page.getByText('The alarm was created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancyId}/alarms$`));
}

/** The ids of a tenancy's notifications, newest first. */
export async function serviceNotificationIds(
  request: APIRequestContext,
  tokens: TokenPairs,
  tenancyId: string,
): Promise<string[]> {
  const { notifications } = await gql<{ notifications: Array<{ id: string }> }>(
    request,
    serviceUrls().data,
    'query ($t: ID!) { notifications(tenancyId: $t) { id } }',
    { t: tenancyId },
    tokens.data.token,
  );
  return notifications.map((n) => n.id);
}
