import { describe, expect, it } from 'vitest';
import { OSLO_REPORT } from './report-fixtures';
import {
  againstSimilar,
  barsOf,
  changeOf,
  formatCo2Factor,
  formatEmissions,
  formatPerArea,
  formatPercent,
  formatUnitPrice,
  lastYearComparison,
  typicalBars,
  typicalPlace,
} from './report-information';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const [heating, hotWater] = OSLO_REPORT.utilities as [
  (typeof OSLO_REPORT.utilities)[number],
  (typeof OSLO_REPORT.utilities)[number],
];

describe('this month against last year', () => {
  it('reads the weather-corrected change where there is one', () => {
    const c = lastYearComparison(heating);
    expect(c.corrected).toBe(true);
    // +2.5 % measured, −1.18 % corrected: the corrected one is the one to read
    expect(c.change).toEqual({ direction: 'less', percent: 1 });
    expect(c.bars.map((b) => b.key)).toEqual(['lastYear', 'corrected', 'thisMonth']);
    // the corrected figure is the largest of the three: it is the full bar
    expect(c.bars.find((b) => b.key === 'corrected')!.share).toBe(1);
    expect(c.bars.find((b) => b.key === 'thisMonth')!.share).toBeCloseTo(256.699659 / 259.755478, 6);
  });

  it('reads hot water as measured: no corrected bar', () => {
    const c = lastYearComparison(hotWater);
    expect(c.corrected).toBe(false);
    expect(c.change).toEqual({ direction: 'less', percent: 4 });
    expect(c.bars.map((b) => b.key)).toEqual(['lastYear', 'thisMonth']);
  });

  it('has no change without last year, and "the same" when it rounds to 0', () => {
    expect(changeOf(null)).toBeNull();
    expect(changeOf(0.4)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(12.6)).toEqual({ direction: 'more', percent: 13 });
  });

  it('draws no bar for a missing figure, and empty bars when all are 0', () => {
    expect(
      barsOf([
        ['a', null],
        ['b', 2],
      ]),
    ).toEqual([{ key: 'b', value: 2, share: 1 }]);
    expect(
      barsOf([
        ['a', 0],
        ['b', 0],
      ]).map((b) => b.share),
    ).toEqual([0, 0]);
  });
});

describe('typical use', () => {
  it('places the home against the typical range (85–115 % of the typical home)', () => {
    expect(typicalPlace(heating)).toBe('within');
    expect(typicalPlace({ ...heating, consumption: 200 })).toBe('below');
    expect(typicalPlace({ ...heating, consumption: 300 })).toBe('above');
    // a home of a property without use has no range to be in
    expect(typicalPlace({ ...heating, typical: { ...heating.typical, typicalHomeLow: 0, typicalHomeHigh: 0 } })).toBe(
      null,
    );
  });

  it('compares the home with a similar home of its size', () => {
    // 256.699659 against 250.35519: 2.5 % more
    expect(againstSimilar(heating)).toEqual({ direction: 'more', percent: 3 });
    expect(againstSimilar(hotWater)).toEqual({ direction: 'less', percent: 20 });
  });

  it('scales the bars and the typical range to one scale reaching the range’s top', () => {
    const { bars, band } = typicalBars(heating);
    const top = heating.typical.typicalHomeHigh!;
    expect(bars.find((b) => b.key === 'home')!.share).toBeCloseTo(256.699659 / top, 6);
    expect(band!.from).toBeCloseTo(heating.typical.typicalHomeLow! / top, 6);
    expect(band!.to).toBe(1);
  });
});

describe('prices, CO₂ and per m²', () => {
  it('writes a price per unit with its currency and unit', () => {
    expect(plain(formatUnitPrice(1.064, 'NOK', 'heat-energy', 'en'))).toBe('NOK 1.064/kWh');
    expect(plain(formatUnitPrice(106.4, 'NOK', 'hot-water-volume', 'nb'))).toBe('106,40 NOK/m³');
    expect(plain(formatUnitPrice(2.1, 'DKK', 'hca', 'da'))).toBe('2,10 kr./enhed');
  });

  it('writes figures per m² with at least 2 decimals', () => {
    expect(plain(formatPerArea(4.667267, 'heat-energy', 'en'))).toBe('4.67 kWh/m²');
    expect(plain(formatPerArea(0.042764, 'hot-water-volume', 'da'))).toBe('0,043 m³/m²');
    expect(formatPerArea(null, 'heat-energy', 'en')).toBe('–');
  });

  it('writes CO₂ factors, emissions and percentages', () => {
    expect(plain(formatCo2Factor(46.8, 'heat-energy', 'da'))).toBe('46,8 g CO₂/kWh');
    expect(plain(formatEmissions(15.402, 'en'))).toBe('15.4 kg CO₂');
    expect(plain(formatPercent(22.7, 'nb'))).toBe('22,7 %');
    expect(plain(formatPercent(40, 'en'))).toBe('40 %');
  });
});
