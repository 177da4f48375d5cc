import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationFieldsFragment } from '../api/generated/notifications';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import { notificationQuery } from '../api/get-notification';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { NotificationDetailPage } from './notification-detail-page';
import { reportNotification } from '../notification-fixtures';

// The shell's services, as it hands them to its remotes: here clients against a fake network.
const { clients } = createTestClients();
installTestServices(clients);

/** A notification whose day's readings were corrected after it went off (read already: no mutation). */
const corrected: NotificationFieldsFragment = {
  id: '7',
  tenancyId: '1',
  kind: 'HIGH_CONSUMPTION',
  alarmType: 'TOTAL',
  metricType: 'electricity-energy',
  period: 'DAY',
  evaluatedPeriod: { startDate: '2026-11-20', endDate: '2026-11-20' },
  direction: 'ABOVE',
  threshold: 5,
  triggerValue: 24,
  correctedValue: 2.4,
  correctedAt: '2026-11-24T21:05:00',
  correctedTriggers: false,
  unit: 'kilo-watt-hour',
  alarm: { id: '3', name: 'Heater', type: 'TOTAL', quantity: 'electricity-energy' },
  reportCode: null,
  createdAt: '2026-11-21T06:00:00',
  readAt: '2026-11-21T07:00:00',
  resolvedAt: null,
};

function renderDetail(n: NotificationFieldsFragment, language: 'en' | 'da' | 'nb') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(notificationQuery(clients, '1', n.id).queryKey, n);
  return renderWithProviders(<NotificationDetailPage />, {
    route: `/t/1/notifications/${n.id}`,
    path: '/t/:tenancyId/notifications/:notificationId',
    language,
    queryClient,
    namespaces: { alarms: { en, da, nb } },
  });
}

afterEach(cleanup);

describe('a notification whose readings were corrected', () => {
  it('shows the figure it went off with, the corrected one with its date, and what that means', async () => {
    renderDetail(corrected, 'en');
    expect(await screen.findByText('Measured when it went off')).toBeTruthy();
    // (the text query sees the no-break space as a space)
    expect(screen.getByText('24.00 kWh')).toBeTruthy();
    expect(screen.getByTestId('notification-corrected').textContent).toBe(
      '2.40\u00a0kWh (corrected 24 Nov 2026, 21:05)',
    );
    expect(screen.getByRole('note').textContent).toContain('which would not have set off the alarm');
  });

  it('says so in Danish and Norwegian', async () => {
    renderDetail(corrected, 'da');
    expect((await screen.findByTestId('notification-corrected')).textContent).toBe(
      '2,40\u00a0kWh (rettet 24. nov. 2026, 21:05)',
    );
    expect(screen.getByRole('note').textContent).toContain('og det ville ikke have udløst alarmen');
    cleanup();
    renderDetail({ ...corrected, correctedValue: 12, correctedTriggers: true }, 'nb');
    expect((await screen.findByRole('note')).textContent).toContain('12,00\u00a0kWh, og det utløser fortsatt alarmen');
  });

  it('shows the measured value alone while nothing was corrected', async () => {
    renderDetail({ ...corrected, correctedValue: null, correctedAt: null, correctedTriggers: null }, 'en');
    expect(await screen.findByText('Measured value')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByTestId('notification-corrected')).toBeNull();
  });
});

describe("a month's consumption report", () => {
  const report = reportNotification(corrected, { id: '8' });

  it('links to the report in the page’s language, and says nothing of an alarm', async () => {
    renderDetail(report, 'en');
    expect(await screen.findByText(/Your consumption report for October 2026 is ready\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      '/report/k3Y%2F9?language=en',
    );
    expect(screen.queryByText('The alarm has since been deleted.')).toBeNull();
    const fields = screen.getByTestId('notification-fields').textContent;
    // the month, when it came and whether it was read: no direction, frequency or threshold
    expect(fields).toMatch(/^Period1\s*–\s*31 Oct 2026Received21 Nov 2026, 06:00StatusRead$/);
  });

  it('says when the link has expired, in Danish and Norwegian', async () => {
    renderDetail({ ...report, reportCode: null }, 'da');
    expect(
      await screen.findByText(
        'Din forbrugsrapport for oktober 2026 er klar. Linket er udløbet (en rapport kan åbnes i 90 dage).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Åbn rapporten' })).toBeNull();
    cleanup();
    renderDetail(report, 'nb');
    expect(await screen.findByText(/Forbruksrapporten din for oktober 2026 er klar\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Åpne rapporten' }).getAttribute('href')).toBe(
      '/report/k3Y%2F9?language=nb',
    );
  });
});
