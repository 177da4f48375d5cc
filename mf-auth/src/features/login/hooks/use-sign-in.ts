import { useSetAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router';
import { errorTextKey, loginStateAtom, userAtom, usePortalServices } from '@portal/shared';
import { destinationAfterSignIn } from '../../onboarding/onboarding';

/**
 * SPEC §4 "Login": the steps around a way of authenticating (e-mail, a social provider). Sets
 * logging-in, authenticates, lets the shell apply an unused code and load the session, then goes to
 * the onboarding (once per user) or the tenancy. A failure logs out (SPEC §8) and resolves to the
 * error's text key.
 */
export function useSignIn() {
  const portal = usePortalServices();
  const navigate = useNavigate();
  const store = useStore();
  const setLoginState = useSetAtom(loginStateAtom);
  return async (authenticate: () => Promise<unknown>, tenancyId: string | null): Promise<string | null> => {
    setLoginState({ inProgress: true, error: null, success: false });
    try {
      await authenticate();
      const path = await portal.afterSignIn({ tenancyId });
      setLoginState({ inProgress: false, error: null, success: true });
      await navigate(destinationAfterSignIn(path, store.get(userAtom)), { replace: true });
      return null;
    } catch (error) {
      const key = errorTextKey(error);
      portal.discardSession();
      setLoginState({ inProgress: false, error: key, success: false });
      return key;
    }
  };
}
