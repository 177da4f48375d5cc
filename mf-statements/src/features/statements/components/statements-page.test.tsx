import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import type { AllocationStatement } from '../statements';
import { StatementsPage } from './statements-page';

const statements: AllocationStatement[] = [
  {
    id: '1',
    fileName: 'allocation-statement-2023.pdf',
    url: 'https://data.example/files/statements/1.pdf?expires=9999999999&signature=a',
    periodStartDate: '2023-01-01',
    periodEndDate: '2023-12-31',
    expenseTypes: ['heating'],
  },
  {
    id: '2',
    fileName: 'allocation-statement-2025.pdf',
    url: 'https://data.example/files/statements/2.pdf?expires=9999999999&signature=b',
    periodStartDate: '2025-01-01',
    periodEndDate: '2025-12-31',
    expenseTypes: ['heating', 'hot-water', 'cold-water'],
  },
];
let answer: AllocationStatement[] = statements;

// The shell's services, as the shell hands them to its remotes: the data service answers `answer`.
const { clients } = createTestClients({
  data: { AllocationStatements: () => ({ data: { allocationStatements: answer } }) },
});
installTestServices(clients);

function renderPage() {
  return renderWithProviders(<StatementsPage />, {
    route: '/t/1/statements',
    path: '/t/:tenancyId/statements',
    namespaces: { statements: { en, da, nb } },
  });
}

describe('StatementsPage', () => {
  it('lists the statements newest first, each with its period, expense types and a download link', async () => {
    answer = statements;
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading').textContent).toContain('2025');
    expect(items[0]!.textContent).toContain('Heating, Hot water, Cold water');
    const link = within(items[0]!).getByRole('link', { name: /Download the allocation statement for .*2025/ });
    // the signed link, with the page's language for the PDF's texts
    expect(link.getAttribute('href')).toBe(`${statements[1]!.url}&lang=en`);
  });

  it('shows the empty state when there are none', async () => {
    answer = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No allocation statements yet' })).toBeTruthy();
  });
});
