import type { StatementsTexts } from './en';

/** The `statements` namespace in Norwegian (Bokmål). */
const nb: StatementsTexts = {
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

export default nb;
