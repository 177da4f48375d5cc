import { atom, type createStore } from 'jotai';
import type { RemoteName } from '@portal/shared';

/** A section (remote) that could not be loaded, and where the tenant was going when it failed. */
export interface UnavailableSection {
  remote: RemoteName;
  /** The path (with its query) the failed navigation was for: "Try again" goes there. */
  from: string;
}

/**
 * The section that could not be loaded last (docs/decisions/0088): set by the route mounter when a
 * remote fails to load for a reason a reload does not heal, cleared when it loads, or when the tenant
 * dismisses the notice. The signed-in layout shows it as a notice above the page.
 */
export const unavailableSectionAtom = atom<UnavailableSection | null>(null);

type Store = ReturnType<typeof createStore>;

/** The mounter's reports (`onUnavailable`, `onAvailable`) kept in the page's store. */
export function sectionReports(store: Store) {
  return {
    onUnavailable: (remote: RemoteName, from: string) => store.set(unavailableSectionAtom, { remote, from }),
    onAvailable: (remote: RemoteName) => {
      if (store.get(unavailableSectionAtom)?.remote === remote) store.set(unavailableSectionAtom, null);
    },
  };
}
