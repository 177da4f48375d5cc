import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { pageMetaOf } from './page-meta';

async function translators(language: 'en' | 'da' | 'nb') {
  const i18n = createTestI18n(language, { consumption: { en, da, nb } });
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(`consumption:${key}`, options ?? {});
  const tc = (key: string, options?: Record<string, unknown>) => i18n.t(`common:${key}`, options ?? {});
  return { t, tc };
}

describe('titles and breadcrumbs of the consumption screens', () => {
  it('names the overview by its quantity, never its slug', async () => {
    const { t, tc } = await translators('en');
    expect(pageMetaOf({ screen: 'overview', quantity: 'heat-energy' }, '1', t, tc)).toEqual({
      title: 'Heat',
      crumbs: [
        { label: 'Consumption', href: '/t/1' },
        { label: 'Heat', href: '/t/1/consumption/heat-energy' },
      ],
    });
    const hca = pageMetaOf({ screen: 'overview', quantity: 'hca' }, '1', t, tc);
    expect(hca.crumbs.map((c) => c.label)).toEqual(['Consumption', 'Heat (allocators)']);
  });

  it('names a room as the tenant wrote it, Nordic letters and all, and links it by its slug', async () => {
    const { t, tc } = await translators('nb');
    const meta = pageMetaOf({ screen: 'room', quantity: 'hca', room: 'Stue på Ærø' }, '1', t, tc);
    expect(meta.title).toBe('Stue på Ærø · Varme (fordelingsmålere)');
    expect(meta.crumbs.at(-1)).toEqual({ label: 'Stue på Ærø', href: '/t/1/consumption/hca/room/stue-paa-aeroe' });
    expect(meta.crumbs.map((c) => c.label)).toEqual(['Forbruk', 'Varme (fordelingsmålere)', 'Stue på Ærø']);
  });

  it('labels a meter as a meter by its number, never by the service’s id', async () => {
    const { t, tc } = await translators('da');
    const meta = pageMetaOf(
      { screen: 'meter', quantity: 'cold-water-volume', meterId: '1025', number: 'NO70023757' },
      '13',
      t,
      tc,
    );
    expect(meta.crumbs.at(-1)).toEqual({
      label: 'Måler NO70023757',
      href: '/t/13/consumption/cold-water-volume/meter/1025',
    });
    expect(meta.title).toBe('Måler NO70023757 · Koldt vand');
    expect(JSON.stringify(meta.crumbs.map((c) => c.label))).not.toContain('1025');
  });

  it('names the price page, the meter list and the indoor climate in the language', async () => {
    const { t, tc } = await translators('nb');
    expect(
      pageMetaOf({ screen: 'price', quantity: 'electricity-energy' }, '1', t, tc).crumbs.map((c) => c.label),
    ).toEqual(['Forbruk', 'Strøm', 'Priser']);
    expect(pageMetaOf({ screen: 'meters' }, '1', t, tc).title).toBe('Måleroversikt');
    expect(pageMetaOf({ screen: 'indoor-climate' }, '1', t, tc).title).toBe('Inneklima');
    expect(pageMetaOf({ screen: 'dashboard' }, '1', t, tc)).toEqual({
      title: 'Oversikt',
      crumbs: [{ label: 'Forbruk', href: '/t/1' }],
    });
  });

  it('names the settlement forecast in each language, under Consumption', async () => {
    const expected = {
      en: 'Settlement forecast',
      da: 'Prognose for regnskabet',
      nb: 'Prognose for oppgjøret',
    } as const;
    for (const language of ['en', 'da', 'nb'] as const) {
      const { t, tc } = await translators(language);
      const meta = pageMetaOf({ screen: 'settlement' }, '13', t, tc);
      expect(meta.title).toBe(expected[language]);
      expect(meta.crumbs).toEqual([
        { label: tc('menu.consumption'), href: '/t/13' },
        { label: expected[language], href: '/t/13/consumption/settlement' },
      ]);
    }
  });
});
