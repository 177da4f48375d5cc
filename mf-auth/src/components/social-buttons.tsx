import { useState } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Button,
  configuredProviders,
  errorTextKey,
  FieldError,
  loginStateAtom,
  loginWithSocial,
  resetSessionAtom,
  signInWithPopup,
  SocialSignInError,
  type SocialProvider,
  userAtom,
} from '@portal/shared';
import { useAuthTexts, usePortal } from '../portal';
import { destinationAfterSignIn } from '../pages/onboarding';

const PROVIDER_NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google', facebook: 'Facebook' };

/**
 * Apple, Google and Facebook, when configured (SPEC §2, §4): the provider's dialog in a popup, then the
 * services exchange its token (a new user is created on the first sign-in: sign-up and login are one
 * step), the unused activation code is applied and the session loaded, as after an e-mail login.
 */
export function SocialButtons({ tenancyId }: { tenancyId?: string | null }) {
  const { t } = useAuthTexts();
  const portal = usePortal();
  const navigate = useNavigate();
  const setLoginState = useSetAtom(loginStateAtom);
  const store = useStore();
  const resetSession = useSetAtom(resetSessionAtom);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = configuredProviders(portal.social);
  if (!providers.length) return null;

  const signIn = async (provider: SocialProvider) => {
    const settings = portal.social[provider]!;
    const name = PROVIDER_NAMES[provider];
    setBusy(provider);
    setError(null);
    let token: string;
    try {
      token = await signInWithPopup(provider, settings);
    } catch (e) {
      setBusy(null);
      if (e instanceof SocialSignInError && e.reason === 'cancelled') return;
      setError(
        t(e instanceof SocialSignInError && e.reason === 'blocked' ? 'login.social_blocked' : 'login.social_failed', {
          provider: name,
        }),
      );
      return;
    }
    setLoginState({ inProgress: true, error: null, success: false });
    try {
      await loginWithSocial(portal.clients, token, provider);
      const path = await portal.afterSignIn({ tenancyId: tenancyId ?? null });
      setLoginState({ inProgress: false, error: null, success: true });
      await navigate(destinationAfterSignIn(path, store.get(userAtom)), { replace: true });
    } catch (e) {
      const key = errorTextKey(e);
      portal.clients.nucleus.clearTokens();
      portal.clients.nucleolus.clearTokens();
      resetSession();
      setLoginState({ inProgress: false, error: key, success: false });
      setError(key === 'errors.generic' ? t('login.social_failed', { provider: name }) : t(`common:${key}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          data-provider={provider}
          disabled={busy !== null}
          onClick={() => void signIn(provider)}
        >
          {busy === provider
            ? t('login.social_in_progress', { provider: PROVIDER_NAMES[provider] })
            : t(`login.with_${provider}`)}
        </Button>
      ))}
      {error ? (
        <div role="alert" data-testid="social-error">
          <FieldError>{error}</FieldError>
        </div>
      ) : null}
    </>
  );
}
