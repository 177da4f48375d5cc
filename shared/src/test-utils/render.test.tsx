import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { renderWithProviders } from './render';
import { comparisonAtom } from '../state/session';

afterEach(cleanup);

function Probe() {
  const { t } = useTranslation();
  const { tenancyId } = useParams();
  const comparison = useAtomValue(comparisonAtom);
  return (
    <p>
      {t('period.today')} {tenancyId} {comparison}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('gives a component texts, route parameters and the store', async () => {
    const { store } = renderWithProviders(<Probe />, { language: 'da', route: '/t/42', path: '/t/:tenancyId' });
    expect(await screen.findByText('I dag 42 property')).toBeTruthy();
    expect(store.get(comparisonAtom)).toBe('property');
  });
});
