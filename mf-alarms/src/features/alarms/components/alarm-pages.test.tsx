import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { breadcrumbsAtom, pageTitleAtom } from '@portal/shared';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import type { AlarmFieldsFragment } from '../api/generated/alarms';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { AlarmDetailPage } from './alarm-detail-page';
import { AlarmListPage } from './alarm-list-page';

const alarm: AlarmFieldsFragment = {
  id: '42',
  tenancyId: '1',
  name: 'No cold water',
  kind: 'CONSUMPTION',
  type: 'ZERO_CONSUMPTION',
  quantity: 'cold-water-volume',
  period: 'DAY',
  threshold: 0,
  enabled: true,
  createdAt: '2026-11-01T08:00:00',
  updatedAt: '2026-11-01T08:00:00',
};

// The shell's services, as it hands them to its remotes: the data service answers with the alarm.
const { clients } = createTestClients({
  data: {
    Alarm: () => ({ data: { alarm } }),
    Alarms: () => ({ data: { alarms: [alarm] } }),
    Notifications: () => ({ data: { notifications: [] } }),
  },
});
installTestServices(clients);

const namespaces = { alarms: { en, da, nb } };

afterEach(cleanup);

describe('the alarm screens tell the shell what they are', () => {
  it('the list: the tab says "Alarm settings", as the menu does', async () => {
    const { store } = renderWithProviders(<AlarmListPage />, {
      route: '/t/1/alarms',
      path: '/t/:tenancyId/alarms',
      namespaces,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alarms' })).toBeTruthy();
    expect(store.get(pageTitleAtom)).toBe('Alarm settings');
    expect(store.get(breadcrumbsAtom)).toEqual([{ label: 'Alarm settings', href: '/t/1/alarms' }]);
  });

  it('an alarm: the tab and the last breadcrumb are its name, never its id', async () => {
    const { store } = renderWithProviders(<AlarmDetailPage />, {
      route: '/t/1/alarms/42',
      path: '/t/:tenancyId/alarms/:alarmId',
      language: 'da',
      namespaces,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No cold water' })).toBeTruthy();
    expect(store.get(pageTitleAtom)).toBe('No cold water');
    const crumbs = store.get(breadcrumbsAtom);
    expect(crumbs).toEqual([
      { label: 'Alarmindstillinger', href: '/t/1/alarms' },
      { label: 'No cold water', href: '/t/1/alarms/42' },
    ]);
    expect(crumbs.map((c) => c.label).join(' ')).not.toContain('42');
  });
});
