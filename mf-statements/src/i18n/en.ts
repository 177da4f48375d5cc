/** The `statements` namespace in English. */
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

export type StatementsTexts = typeof en;

export default en;
