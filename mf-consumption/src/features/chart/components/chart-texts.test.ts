import { describe, expect, it, vi } from 'vitest';
import { type Language, quantityColour } from '@portal/shared';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { dailyModel } from '../chart-fixtures';
import { chartColours, resolveColour } from '../chart-colours';
import { chartLang } from '../chart-lang';
import { chartOptions } from './consumption-chart';
import { priceChartOptions } from '../../prices/components/price-chart';
import { priceSeries } from '../../prices/price-model';

const TEXTS = { en, da, nb };
const COMMON = {
  en: { loading: 'Loading…', noData: 'No data available.' },
  da: { loading: 'Indlæser…', noData: 'Ingen data tilgængelige.' },
  nb: { loading: 'Laster inn…', noData: 'Ingen data tilgjengelig.' },
};
const langOf = (language: Language) => chartLang(language, TEXTS[language].highcharts, COMMON[language]);

/** Every string of an options object, with its path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** The words of a text outside the chart library's format expressions ({…}). */
const words = (text: string) =>
  text
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1);

describe('the charts speak the page’s language', () => {
  const props = (language: Language) => ({
    model: dailyModel('heat-energy', [1, 2, 3], [1, 1, 1]),
    language,
    currentName: 'x',
    comparisonName: 'y',
    kind: 'column' as const,
    description: 'd',
    colour: quantityColour('heat-energy'),
    lang: langOf(language),
  });

  for (const language of ['da', 'nb'] as const) {
    it(`has no English text in the ${language} chart options (screen-reader texts, zoom, months, weekdays)`, () => {
      const english = new Map(strings(langOf('en')));
      const options = chartOptions(props(language));
      const lang = options.lang!;
      // a text of the language that reads as the English one does (format expressions aside)
      const same = strings(lang).filter(
        ([path, text]) => words(text).length > 0 && english.get(path) === text && !['locale'].includes(path),
      );
      expect(same).toEqual([]);
      // and no English word of the accessibility texts
      const englishWords = new Set(
        strings(langOf('en').accessibility).flatMap(([, text]) => words(text).map((w) => w.toLowerCase())),
      );
      for (const shared of ['interaktiv', 'serie', 'note', 'zoom', 'graf']) englishWords.delete(shared);
      const found = strings(lang.accessibility).filter(([, text]) =>
        words(text).some((w) => englishWords.has(w.toLowerCase())),
      );
      expect(found).toEqual([]);
      expect(lang.accessibility?.chartTypes?.columnSingle).not.toBe(
        langOf('en').accessibility?.chartTypes?.columnSingle,
      );
      expect(lang.months?.[10]).toBe('november');
      expect(lang.decimalPoint).toBe(',');
      expect(lang.thousandsSep).toBe('.');
      expect(lang.locale).toBe(language === 'da' ? 'da-DK' : 'nb-NO');
    });
  }

  it('has the English texts and separators in English', () => {
    const lang = chartOptions(props('en')).lang!;
    expect(lang.accessibility?.chartTypes?.columnSingle).toContain('Bar chart with {numPoints}');
    expect(lang.months?.[0]).toBe('January');
    expect([lang.decimalPoint, lang.thousandsSep]).toEqual(['.', ',']);
  });

  it('works out the month and weekday names once per language, with four date formats', async () => {
    // a fresh module: none of its languages worked out yet
    vi.resetModules();
    const fresh = await import('../chart-lang');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // each chart of a screen (and every switch of period or quantity) asks again
      const first = fresh.chartLang('da', TEXTS.da.highcharts, COMMON.da);
      const again = fresh.chartLang('da', TEXTS.da.highcharts, COMMON.da);
      expect(again.months).toEqual(first.months);
      expect(first.shortWeekdays?.[0]).toBe('søn.');
      expect(made).toHaveBeenCalledTimes(4);
    } finally {
      made.mockRestore();
    }
  });

  it('sets the same texts on the price chart', () => {
    const series = priceSeries(
      [{ quantity: 'heat-energy', price: 1, currency: 'NOK', validFrom: '2026-01-01T00:00:00', validTo: null }],
      'heat-energy',
      { start: '2026-11-01', end: '2026-11-30' },
      'nb',
    );
    const options = priceChartOptions({
      series,
      language: 'nb',
      lang: langOf('nb'),
      names: { price: 'Pris', dailyAverage: 'a', dailyRange: 'b', hourly: 'c' },
      description: 'Priser',
    });
    expect(options.lang).toEqual(langOf('nb'));
    // a tariff is one step line without zoom; no option is left undefined (the library would read into it)
    expect(options.chart).not.toHaveProperty('zooming');
    expect(options.xAxis).not.toHaveProperty('events');
    expect((options.series as Array<{ step?: string }>)[0]!.step).toBe('left');
  });
});

describe('each quantity in its colour', () => {
  it('draws the current period in the quantity’s colour and the comparison in a muted variant, dashed', () => {
    for (const quantity of ['heat-energy', 'cold-water-volume', 'electricity-energy'] as const) {
      const options = chartOptions({
        model: dailyModel(quantity, [1, 2, 3], [1, 1, 1]),
        language: 'en',
        currentName: 'This period',
        comparisonName: 'Previous period',
        kind: 'column',
        description: 'd',
        colour: '#d9480f',
      });
      const [current, comparison] = options.series as Array<{ color: string; dashStyle?: string }>;
      expect(current!.color).toBe('#d9480f');
      expect(comparison!.color).toBe('rgba(217, 72, 15, 0.6)');
      expect(comparison!.dashStyle).toBe('ShortDash');
    }
  });

  it('resolves a quantity’s CSS variable to its value on the page, falling back to the reference', () => {
    const root = document.createElement('div');
    root.style.setProperty('--portal-quantity-heat-energy', '#d9480f');
    document.body.append(root);
    expect(resolveColour(quantityColour('heat-energy'), root)).toBe('#d9480f');
    expect(resolveColour('var(--portal-quantity-gas-volume)', null)).toBe('var(--portal-quantity-gas-volume)');
    expect(chartColours('var(--x)').comparison).toBe('color-mix(in srgb, var(--x) 60%, transparent)');
    root.remove();
  });

  it('marks an incomplete bucket in the quantity’s colour', () => {
    const model = dailyModel('heat-energy', [1, 2]);
    model.points[1] = { ...model.points[1]!, incomplete: { partial: true, missing: false }, coverageNote: 'n' };
    const options = chartOptions({
      model,
      language: 'en',
      currentName: 'c',
      comparisonName: null,
      kind: 'column',
      description: 'd',
      colour: '#1971c2',
    });
    const data = (options.series as Array<{ data: unknown[] }>)[0]!.data;
    expect(data[1]).toMatchObject({ borderColor: '#1971c2', dashStyle: 'ShortDash' });
  });
});
