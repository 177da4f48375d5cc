import {
  authTypeAtom,
  comparisonAtom,
  currentUserAtom,
  pendingActivationCodesAtom,
  selectedPeriodAtom,
  selectedTenancyIdAtom,
  selectedUnitIdAtom,
  tenanciesAtom,
  userAtom,
  type AppStore,
} from '@portal/shared';

/** The session atoms as plain values (tokens are never logged). */
export function sessionSnapshot(store: { get: (atom: never) => unknown }) {
  const s = store as unknown as AppStore;
  return {
    user: s.get(userAtom),
    currentUser: s.get(currentUserAtom),
    authType: s.get(authTypeAtom),
    tenancies: s.get(tenanciesAtom).map((t) => ({ id: t.id, address: t.apartment?.address })),
    selectedTenancyId: s.get(selectedTenancyIdAtom),
    selectedUnitId: s.get(selectedUnitIdAtom),
    period: s.get(selectedPeriodAtom),
    comparison: s.get(comparisonAtom),
    pendingActivationCodes: s.get(pendingActivationCodesAtom).length,
  };
}
