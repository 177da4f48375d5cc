import { atom, useAtom } from 'jotai';
import type { ViewMode } from '../../chart/chart-model';

export interface ViewOptions {
  mode: ViewMode;
  /** Per m² of the apartment (SPEC §3 normalised). */
  normalized: boolean;
}

/** How the consumption pages show figures; kept while moving between quantities. */
export const viewOptionsAtom = atom<ViewOptions>({ mode: 'consumption', normalized: false });

export function useViewOptions() {
  const [options, setOptions] = useAtom(viewOptionsAtom);
  return {
    options,
    setMode: (mode: ViewMode) => setOptions((o) => ({ ...o, mode })),
    setNormalized: (normalized: boolean) => setOptions((o) => ({ ...o, normalized })),
  };
}
