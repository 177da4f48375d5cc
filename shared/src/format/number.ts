// Numbers, units and money in the language's format are @portal/domain's (the e-mails use them too).
export {
  type Decimals,
  decimalsFor,
  DEFAULT_DECIMALS,
  formatMoney,
  formatNumber,
  formatPercentChange,
  formatQuantity,
  NO_VALUE,
  numberLocale,
  unitLabel,
  type UnitOptions,
} from '@portal/domain';
