import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createAppStorage, createMemoryStorage } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { DataPolicyNotice } from './data-policy-notice';

function renderNotice(options: { acknowledged?: boolean; impersonated?: boolean } = {}) {
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  if (options.acknowledged) storage.set('dataPolicyAcknowledgedAt', '2026-11-01T10:00:00.000Z');
  const i18n = createTestI18n('en', { shell: { en, da, nb } });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DataPolicyNotice storage={storage} impersonated={options.impersonated ?? false} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return storage;
}

afterEach(cleanup);

describe('data policy notice (SPEC §2, §3)', () => {
  it('shows until acknowledged, then stores when', () => {
    const storage = renderNotice();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the data policy' }).getAttribute('href')).toBe('/data-policy');
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByTestId('data-policy-notice')).toBeNull();
    expect(Number.isNaN(Date.parse(storage.get('dataPolicyAcknowledgedAt') ?? ''))).toBe(false);
  });

  it('is not shown once acknowledged, nor to support staff acting as the tenant', () => {
    renderNotice({ acknowledged: true });
    expect(screen.queryByTestId('data-policy-notice')).toBeNull();
    cleanup();
    const storage = renderNotice({ impersonated: true });
    expect(screen.queryByTestId('data-policy-notice')).toBeNull();
    expect(storage.get('dataPolicyAcknowledgedAt')).toBeNull();
  });
});
