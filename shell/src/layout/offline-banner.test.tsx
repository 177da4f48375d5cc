import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { fakeConnection, renderWithProviders } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { OfflineBanner } from './offline-banner';

const { connection, startOffline, reset } = fakeConnection();

afterEach(() => {
  cleanup();
  reset();
});

/** 11:04 UTC on 27 November 2026: 12:04 in Copenhagen (winter time). */
const FETCHED = Date.UTC(2026, 10, 27, 11, 4);

function renderBanner(language: 'en' | 'da' | 'nb', queryClient = new QueryClient()) {
  return renderWithProviders(<OfflineBanner />, { language, queryClient, namespaces: { shell: { en, da, nb } } });
}

describe('the offline banner', () => {
  it('shows only without a connection, with the time of the newest figures in Copenhagen time', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['tenancy', '1', 'kpis'], { rating: 'B' }, { updatedAt: FETCHED });
    renderBanner('en', queryClient);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    connection('offline');
    expect(screen.getByRole('status').textContent).toBe(
      'Offline — figures as of 27 Nov 2026, 12:04. Changes need a connection.',
    );
    connection('online');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('speaks Danish and Norwegian, and follows newer figures', () => {
    startOffline();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['tenancy', '1', 'kpis'], { rating: 'B' }, { updatedAt: FETCHED });
    renderBanner('da', queryClient);
    expect(screen.getByRole('status').textContent).toMatch(
      /^Offline — tal fra 27\. nov\. 2026.*12[.:]04\. Ændringer kræver forbindelse\.$/,
    );
    act(() => {
      queryClient.setQueryData(['tenancy', '1', 'graph'], [], { updatedAt: Date.UTC(2026, 10, 27, 13, 30) });
    });
    expect(screen.getByRole('status').textContent).toMatch(/27\. nov\. 2026.*14[.:]30\./);
    cleanup();
    // summer time: UTC+2
    const summer = new QueryClient();
    summer.setQueryData(['tenancy', '1', 'kpis'], { rating: 'B' }, { updatedAt: Date.UTC(2026, 6, 1, 20, 30) });
    renderBanner('nb', summer);
    expect(screen.getByRole('status').textContent).toMatch(/^Frakoblet — tall fra 1\. juli 2026.*22[.:]30\./);
  });

  it('without any figure it says the figures need a connection', () => {
    startOffline();
    renderBanner('en');
    expect(screen.getByRole('status').textContent).toBe('Offline — the figures need a connection.');
  });
});
