import type { StatementsTexts } from './en';

/** The `statements` namespace in Danish. */
const da: StatementsTexts = {
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

export default da;
