import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';

const namespaces = { report: { en, da, nb } };
import { REPORT_UNAVAILABLE_MESSAGE } from '../api/get-report';
import { OSLO_REPORT } from '../report-fixtures';

/** A report without the EU information (no utilities, no splits, no forecast). */
const WITHOUT_INFORMATION = {
  complete: true,
  utilities: [],
  whereToTurn: OSLO_REPORT.whereToTurn,
  costSplit: [],
  settlementForecast: null,
};
import { ReportWidget } from './report-widget';

function serviceAnswering(body: unknown): typeof fetch {
  return (async () =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

afterEach(cleanup);

describe('ReportWidget', () => {
  it("shows SPEC §8's unavailable text in the report's language for an expired code", async () => {
    const fetchImpl = serviceAnswering({ data: null, errors: [{ message: REPORT_UNAVAILABLE_MESSAGE }] });
    const original = globalThis.fetch;
    globalThis.fetch = fetchImpl;
    try {
      renderWithProviders(
        <ReportWidget
          code="demo-expired"
          language="da"
          source={async () => ({ endpoint: 'http://data.test/graphql' })}
        />,
        { language: 'da', namespaces },
      );
      expect(
        await screen.findByText('Rapporten er ikke længere tilgængelig. Kontakt din udlejer/administrator.'),
      ).toBeTruthy();
    } finally {
      globalThis.fetch = original;
    }
  });

  it('shows the figures of a report', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = serviceAnswering({
      data: {
        report: {
          code: 'x',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          address: 'Gate 1',
          zipcode: '0555',
          city: 'Oslo',
          brand: 'norway',
          currency: 'NOK',
          quantities: [
            { quantity: 'heat-energy', unit: 'kilo-watt-hour', total: 12, propertyAverage: 10, previousMonth: 9 },
          ],
          waterPricePerLitre: null,
          mostRecentCost: 100,
          previousCost: null,
          dataUntil: '2026-10-30T06:00:00',
          pdfUrl: 'http://data.test/files/reports/x.pdf?expires=9999999999&signature=s',
          ...WITHOUT_INFORMATION,
          complete: false,
        },
      },
    });
    try {
      renderWithProviders(
        <ReportWidget code="x" language="en" source={async () => ({ endpoint: 'http://data.test/graphql' })} />,
        { namespaces },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Monthly consumption report' })).toBeTruthy();
      expect(screen.getByTestId('total-heat-energy').textContent).toBe('12\u00a0kWh');
      expect(screen.getByText('20 % above the property average')).toBeTruthy();
      expect(screen.getByTestId('water-price').textContent).toBe('Not available');
      // the readings end before the month: said, with what that means for the comparisons
      expect(screen.getByTestId('report-data-until').textContent).toBe(
        'Data until 30 Oct 2026, 06:00. The month’s later readings are not in yet: the previous month and the property average are compared over the same days.',
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('the PDF download', () => {
  it("is the data service's file of the report, in the page's language", async () => {
    const original = globalThis.fetch;
    globalThis.fetch = serviceAnswering({
      data: {
        report: {
          code: 'demo-latest',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          address: 'Gade 1',
          zipcode: '8000',
          city: 'Aarhus',
          brand: 'denmark',
          currency: 'DKK',
          quantities: [],
          waterPricePerLitre: null,
          mostRecentCost: null,
          previousCost: null,
          dataUntil: null,
          pdfUrl: 'http://data.test/files/reports/demo-latest.pdf?expires=9999999999&signature=s',
          ...WITHOUT_INFORMATION,
        },
      },
    });
    try {
      renderWithProviders(
        <ReportWidget
          code="demo-latest"
          language="da"
          source={async () => ({ endpoint: 'http://data.test/graphql' })}
        />,
        { language: 'da', namespaces },
      );
      const link = await screen.findByRole('link', { name: 'Hent PDF' });
      expect(link.getAttribute('href')).toBe(
        'http://data.test/files/reports/demo-latest.pdf?expires=9999999999&signature=s&lang=da&download=1',
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('the EU information (issue 23)', () => {
  async function renderReport(report: unknown, language: 'en' | 'da' | 'nb') {
    const original = globalThis.fetch;
    globalThis.fetch = serviceAnswering({ data: { report } });
    try {
      renderWithProviders(
        <ReportWidget
          code="demo-latest"
          language={language}
          source={async () => ({ endpoint: 'http://data.test/graphql' })}
        />,
        { language, namespaces },
      );
      await screen.findByTestId('utility-HEATING');
    } finally {
      globalThis.fetch = original;
    }
  }
  const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/[\u00a0\u2009\u202f]/g, ' ');

  it('shows each utility against last year, typical use and its costs, the split, the forecast and where to turn', async () => {
    await renderReport(
      {
        ...OSLO_REPORT,
        settlementForecast: {
          period: { start: '2026-01-01', end: '2026-12-31' },
          currency: 'NOK',
          balance: { expected: -595.95, low: -736.33, high: -455.57 },
          dataUntil: '2026-11-01T00:00:00',
        },
      },
      'en',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Heating in October 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hot water in October 2026' })).toBeTruthy();
    // heating: measured +2.5 %, weather-corrected −1.18 %: the corrected change is the headline
    expect(text('last-year-change-HEATING')).toBe('1 % less than last year, weather-corrected');
    expect(text('change-HEATING')).toBe('+3 %');
    expect(text('corrected-change-HEATING')).toBe('−1 %');
    expect(
      screen.getByRole('img', {
        name: (name) =>
          name.replace(/\u00a0/g, ' ') ===
          'Heating: Last year 250 kWh; Last year in this year’s weather 260 kWh; This month 257 kWh',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Each degree that a day’s mean outdoor temperature is below 17 °C/)).toBeTruthy();
    // hot water is compared as measured, and says why
    expect(text('last-year-change-HOT_WATER')).toBe('4 % less than last year');
    expect(text('uncorrected-HOT_WATER')).toBe(
      'Not weather-corrected: hot water does not depend on the weather, so it is compared as measured.',
    );
    expect(text('typical-place-HEATING')).toBe('Within the typical range (C) for a home of your size: 214 kWh–290 kWh');
    expect(screen.getAllByText('Similar homes (4 homes, 55–58 m²), per m²')).toHaveLength(2);
    // prices applied, the month's cost, CO₂ and the supply's fuel mix
    expect(text('price-HEATING')).toBe('NOK 1.064/kWh');
    expect(text('cost-HEATING')).toBe('NOK 273.13');
    expect(text('emissions-HEATING')).toBe('15.4 kg CO₂');
    expect(text('fuel-mix-HEATING')).toContain('Waste50 %');
    expect(screen.queryByTestId('fuel-mix-HOT_WATER')).toBeNull();
    expect(text('split-HEATING')).toContain('40 % fixed (by floor area), 60 % by consumption');
    expect(text('split-HEATING')).toContain('From your allocation statement up to 31 Dec 2025');
    expect(text('report-forecast-line')).toBe('Expected refund: NOK 456–736');
    // as it stood at the month's end: the readings up to its last day
    expect(text('report-forecast')).toContain(
      'For the settlement period 1 Jan – 31 Dec 2026, against your advance payments. This is an estimate, not a bill. It is based on the readings up to 31 Oct 2026 and the weather of past years.',
    );
    const htu = screen.getByRole('link', { name: 'Husleietvistutvalget (HTU) (opens in a new tab)' });
    expect(htu.getAttribute('href')).toBe('https://www.htu.no');
    expect(screen.getByRole('link', { name: 'Phone +47 22 00 00 00' }).getAttribute('href')).toBe('tel:+4722000000');
  });

  it('says a forecast that spans zero both ways, and has no forecast section without one', async () => {
    await renderReport(
      {
        ...OSLO_REPORT,
        settlementForecast: {
          period: { start: '2026-01-01', end: '2026-12-31' },
          currency: 'NOK',
          balance: { expected: -79.27, low: -219.03, high: 60.49 },
          dataUntil: null,
        },
      },
      'nb',
    );
    expect(text('report-forecast-line')).toBe('Forventet: mellom 219 NOK tilbake og 60 NOK i etterbetaling');
    expect(screen.getByRole('heading', { level: 2, name: 'Oppvarming i oktober 2026' })).toBeTruthy();
  });

  it('leaves the forecast out when the service has none', async () => {
    await renderReport(OSLO_REPORT, 'da');
    expect(screen.queryByTestId('report-forecast')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Hvor kan du henvende dig' })).toBeTruthy();
  });
});
