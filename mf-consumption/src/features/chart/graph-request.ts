import {
  type Comparison,
  type GraphMode,
  type Period,
  type Resolution,
  type dataOperations,
  graphInput,
} from '@portal/shared';
import type { ViewMode } from './chart-model';

export const GRAPH_MODES: Record<ViewMode, GraphMode> = { consumption: 'HOURLY_VALUES', cost: 'COST', co2: 'CO2' };

/** What a consumption chart shows: the period, its resolution, the comparison and the view options. */
export interface GraphView {
  period: Period;
  resolution: Resolution;
  /** `null`: no comparison series at all. */
  comparison: Comparison | null;
  mode: ViewMode;
  normalized: boolean;
}

/**
 * The `tenantGraph` input of one object's chart (the overview's and the dashboard's daily bars'). A
 * view without a comparison asks for none (`compareWith: []`): left out, the service would add the
 * property average (docs/decisions/0024), which costs it more than the values themselves.
 */
export function graphRequestOf(objectId: string, quantity: string, view: GraphView): dataOperations.TenantGraphInput {
  const input = graphInput({
    objectId,
    quantity,
    period: view.period,
    normalized: view.normalized,
    resolution: view.resolution,
    ...(view.comparison ? { comparison: view.comparison } : {}),
    mode: GRAPH_MODES[view.mode],
  });
  return view.comparison ? input : { ...input, compareWith: [] };
}
