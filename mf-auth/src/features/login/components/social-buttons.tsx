import { useState } from 'react';
import {
  configuredProviders,
  FieldError,
  loginWithSocial,
  signInWithPopup,
  SocialSignInError,
  type SocialProvider,
  usePortalServices,
} from '@portal/shared';
import { useAuthTexts } from '../../../i18n/texts';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignUpLanguage } from '../../signup/hooks/use-sign-up-language';
import { ProviderMark } from './provider-marks';

const PROVIDER_NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google', facebook: 'Facebook' };

/**
 * Apple, Google and Facebook, when configured (SPEC §2, §4): the provider's dialog in a popup, then the
 * services exchange its token (a new user is created on the first sign-in, in the language shown: sign-up
 * and login are one step), the unused activation code is applied and the session loaded, as after an
 * e-mail login. Under an "or" after the e-mail way; nothing at all when none is configured.
 */
export function SocialButtons({ tenancyId }: { tenancyId?: string | null }) {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const signIn = useSignIn();
  const signUpLanguage = useSignUpLanguage();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = configuredProviders(portal.social);
  if (!providers.length) return null;

  const continueWith = async (provider: SocialProvider) => {
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
    try {
      const key = await signIn(async () => {
        const { created } = await loginWithSocial(portal.clients, token, provider, signUpLanguage.language);
        if (created) signUpLanguage.keep();
      }, tenancyId ?? null);
      if (key) setError(key === 'errors.generic' ? t('login.social_failed', { provider: name }) : t(`common:${key}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p className="auth-divider">{t('or')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="auth-social"
          data-provider={provider}
          disabled={busy !== null}
          aria-busy={busy === provider || undefined}
          onClick={() => void continueWith(provider)}
        >
          <ProviderMark provider={provider} />
          {busy === provider
            ? t('login.social_in_progress', { provider: PROVIDER_NAMES[provider] })
            : t(`login.with_${provider}`)}
        </button>
      ))}
      {error ? (
        <div role="alert" data-testid="social-error">
          <FieldError>{error}</FieldError>
        </div>
      ) : null}
    </>
  );
}
