import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';

const namespaces = { report: { en, da, nb } };
import { REPORT_UNAVAILABLE_MESSAGE } from '../api/get-report';
import { ReportWidget } from './report-widget';

function serviceAnswering(body: unknown): typeof fetch {
  return (async () =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

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
