import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider, createStore } from 'jotai';
import { createI18n, loadTexts } from '@portal/shared';
import { shellTexts } from '../i18n/texts';
import { retryDelaySeconds, ServicesUnreachable } from './services-unreachable';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderIn(language: 'en' | 'da', retry: () => Promise<boolean>, onRecovered = vi.fn()) {
  const i18n = createI18n(language);
  await loadTexts(i18n, shellTexts);
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <ServicesUnreachable
          appTitle={language === 'en' ? 'the tenancy app' : 'Beboer App'}
          retry={retry}
          onRecovered={onRecovered}
        />
      </I18nextProvider>
    </Provider>,
  );
  return onRecovered;
}

describe('services unreachable at start-up', () => {
  it('waits longer between tries, up to 30 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 30, 30]);
  });

  it('says the session is kept, tries again by itself, and lets the portal start once the services answer', async () => {
    vi.useFakeTimers();
    const retry = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const onRecovered = await renderIn('en', retry);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('We cannot reach the tenancy app');
    expect(screen.getByRole('status').textContent).toContain('Your session is kept');
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(onRecovered).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(retry).toHaveBeenCalledTimes(2);
    expect(onRecovered).toHaveBeenCalledOnce();
  });

  it('tries at once when asked, in Danish', async () => {
    const retry = vi.fn().mockResolvedValue(true);
    const onRecovered = await renderIn('da', retry);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' })));
    expect(retry).toHaveBeenCalledOnce();
    expect(onRecovered).toHaveBeenCalledOnce();
  });
});
