/** The `report` namespace in English. */
const en = {
  title: 'Monthly consumption report',
  periodOf: 'Report for {{month}}',
  home: 'Home',
  dataUntil: 'Data until {{time}}',
  dataUntilPartial:
    'Data until {{time}}. The month’s later readings are not in yet: the previous month and the property average are compared over the same days.',
  loading: 'Loading the report…',
  error: 'The report could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  unavailableTitle: 'Report unavailable',
  language: 'Language',
  consumption: {
    title: 'Your consumption',
    thisMonth: 'This month',
    propertyAverage: 'Property average',
    previousMonth: 'Previous month',
    apartment: 'Your apartment',
    chartLabel: '{{quantity}}: your apartment {{apartment}}, property average {{property}}',
    above: '{{percent}} above the property average',
    below: '{{percent}} below the property average',
    same: 'The same as the property average',
    none: 'No comparison possible',
    empty: 'There are no consumption figures for this month.',
  },
  prices: {
    title: 'Prices and costs',
    waterPrice: 'Water price per litre',
    mostRecentCost: 'Cost this month',
    previousCost: 'Cost the month before',
    notAvailable: 'Not available',
  },
  info: {
    howTitle: 'How is this calculated?',
    howText:
      'The figures are the sum of your meters’ hourly readings for the month. The property average is the average of all comparable apartments in your property.',
    tipTitle: 'Tip',
    compareTitle: 'Why compare?',
    compareText:
      'Comparing with your neighbours and with last month shows where you can save. Weather and household size affect the figures.',
  },
  disclaimer:
    'The figures are estimates from meter readings and may change when readings are corrected. Your allocation statement from your landlord is binding.',
  promo: {
    title: 'Follow your consumption every day',
    text: 'With {{app}} you see your consumption and indoor climate, compare it and set alarms.',
    appStore: 'Download {{app}} on the App Store',
    googlePlay: 'Get {{app}} on Google Play',
  },
  pdf: {
    download: 'Download PDF',
    preparing: 'Preparing the download…',
    failed: 'The PDF could not be downloaded. Please try again.',
  },
};

export type ReportTexts = typeof en;

export default en;
