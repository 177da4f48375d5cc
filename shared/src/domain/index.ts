// Quantities, units and aggregation are @portal/domain's (the services use them too).
export {
  aggregationOf,
  type Aggregation,
  CONSUMPTION_QUANTITIES,
  type ConsumptionQuantity,
  GRAPH_MODES,
  type GraphMode,
  INDOOR_CLIMATE_QUANTITIES,
  isQuantity,
  LEGACY_METER_KINDS,
  type LegacyMeterKind,
  OBJECT_LEVELS,
  type ObjectLevel,
  QUANTITIES,
  QUANTITY_UNITS,
  quantityOfLegacyKind,
  type Quantity,
  UNIT_SYMBOLS,
  unitOf,
  UNITS,
  type Unit,
} from '@portal/domain';
export * from './smileys';
export * from './rating';
