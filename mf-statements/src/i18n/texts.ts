import { useTranslation } from 'react-i18next';
import { type NamespaceResources, registerNamespace } from '@portal/shared';

/** This remote's i18n namespace. */
export const STATEMENTS_NAMESPACE = 'statements';

const en = {
  title: 'Allocation statements',
  intro: 'Your yearly settlement documents from the landlord, newest first.',
  loading: 'Loading allocation statements…',
  period: 'Settlement period',
  expenseTypes: 'Expense types',
  file: 'File',
  download: 'Download',
  downloadLabel: 'Download the allocation statement for {{period}} (PDF)',
  preparing: 'Preparing the download…',
  empty: {
    title: 'No allocation statements yet',
    description: 'When your landlord or administrator publishes a settlement, you can download it here.',
  },
  error: 'The allocation statements could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  downloadFailed: 'The download could not be started. Please try again.',
  expense: {
    heating: 'Heating',
    'hot-water': 'Hot water',
    'cold-water': 'Cold water',
    electricity: 'Electricity',
    gas: 'Gas',
    cooling: 'Cooling',
  },
};

type Texts = typeof en;

const da: Texts = {
  title: 'Fordelingsregnskaber',
  intro: 'Dine årlige regnskaber fra udlejer, nyeste først.',
  loading: 'Henter fordelingsregnskaber…',
  period: 'Regnskabsperiode',
  expenseTypes: 'Udgiftstyper',
  file: 'Fil',
  download: 'Hent',
  downloadLabel: 'Hent fordelingsregnskabet for {{period}} (PDF)',
  preparing: 'Gør overførslen klar…',
  empty: {
    title: 'Ingen fordelingsregnskaber endnu',
    description: 'Når din udlejer eller administrator offentliggør et regnskab, kan du hente det her.',
  },
  error: 'Fordelingsregnskaberne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  downloadFailed: 'Overførslen kunne ikke startes. Prøv igen.',
  expense: {
    heating: 'Varme',
    'hot-water': 'Varmt vand',
    'cold-water': 'Koldt vand',
    electricity: 'El',
    gas: 'Gas',
    cooling: 'Køling',
  },
};

const nb: Texts = {
  title: 'Fordelingsoppgjør',
  intro: 'De årlige oppgjørene dine fra utleier, nyeste først.',
  loading: 'Henter fordelingsoppgjør…',
  period: 'Oppgjørsperiode',
  expenseTypes: 'Kostnadstyper',
  file: 'Fil',
  download: 'Last ned',
  downloadLabel: 'Last ned fordelingsoppgjøret for {{period}} (PDF)',
  preparing: 'Gjør nedlastingen klar…',
  empty: {
    title: 'Ingen fordelingsoppgjør ennå',
    description: 'Når utleier eller forvalter publiserer et oppgjør, kan du laste det ned her.',
  },
  error: 'Fordelingsoppgjørene kunne ikke hentes. Prøv igjen om litt.',
  retry: 'Prøv igjen',
  downloadFailed: 'Nedlastingen kunne ikke startes. Prøv igjen.',
  expense: {
    heating: 'Varme',
    'hot-water': 'Varmtvann',
    'cold-water': 'Kaldtvann',
    electricity: 'Strøm',
    gas: 'Gass',
    cooling: 'Kjøling',
  },
};

export const statementsResources: NamespaceResources = { en, da, nb };

/**
 * This remote's texts on the page's i18n instance (the shell's, or the standalone page's). They are
 * registered on first use: the instance is only known from the React tree, never at module scope.
 */
export function useStatementsTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', STATEMENTS_NAMESPACE)) {
    registerNamespace(i18n, STATEMENTS_NAMESPACE, statementsResources);
  }
  return useTranslation(STATEMENTS_NAMESPACE);
}
