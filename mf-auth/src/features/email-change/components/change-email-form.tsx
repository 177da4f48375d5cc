import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  errorTextKey,
  formatDate,
  isLanguage,
  notify,
  TextField,
  userAtom,
  useIdempotencyKey,
  usePortalClients,
  validateEmail,
} from '@portal/shared';
import { EmailFormError } from '../../../components/email-error';
import { useAuthTexts } from '../../../i18n/texts';
import {
  cancelEmailChange,
  type PendingEmailChange,
  pendingEmailChangeQuery,
  usePendingEmailChange,
  requestEmailChange,
  resendEmailChange,
} from '../api/email-change';

/** A service date-time (local, no zone) as a date and the time of day. */
function dateAndTime(at: string, language: string): string {
  return `${formatDate(at.slice(0, 10), isLanguage(language) ? language : 'en')} ${at.slice(11, 16)}`;
}

/**
 * Change e-mail (needs the password): a link goes to the new address, and the e-mail changes when it is
 * followed (then every session ends: SPEC §4). Until then the tenant stays signed in, logs in with the
 * current address and sees the waiting change here, with a way to send the link again or cancel.
 */
export function ChangeEmailForm() {
  const { t, i18n } = useAuthTexts();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clients = usePortalClients();
  // a try again after a lost answer sends no second link (and keeps the first one working)
  const requestAttempt = useIdempotencyKey();
  const resendAttempt = useIdempotencyKey();
  const pending = usePendingEmailChange();
  const show = (change: PendingEmailChange | null) =>
    queryClient.setQueryData(pendingEmailChangeQuery(clients).queryKey, change);
  const request = useMutation({
    mutationFn: () => requestAttempt.send((key) => requestEmailChange(clients, email.trim(), password, key)),
    onSuccess: (change) => {
      show(change);
      setEmail('');
      setPassword('');
      setTouched(false);
    },
    onError: (e) => setError(errorTextKey(e)),
  });
  const resend = useMutation({
    mutationFn: () => resendAttempt.send((key) => resendEmailChange(clients, key)),
    onSuccess: (change) => {
      show(change);
      void notify.success(t('profile.email_link_resent', { email: change.email }));
    },
    onError: (e) => void notify.error(t(`common:${errorTextKey(e)}`)),
  });
  const cancel = useMutation({
    mutationFn: () => cancelEmailChange(clients),
    onSuccess: () => {
      show(null);
      void notify.success(t('profile.email_change_cancelled'));
    },
    onError: (e) => void notify.error(t(`common:${errorTextKey(e)}`)),
  });
  const emailError = touched ? validateEmail(email.trim()) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (validateEmail(email.trim()) || !password) return;
    request.mutate();
  };
  const waiting = pending.data;
  return (
    <div className="auth-stack">
      {waiting ? (
        <div role="status" className="auth-pending" data-testid="pending-email-change">
          <p>
            {t('profile.email_pending', {
              email: waiting.email,
              current: user?.email ?? '',
              until: dateAndTime(waiting.expiresAt, i18n.language),
            })}
          </p>
          <div className="auth-inline-actions">
            <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t('profile.email_resend')}
            </Button>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('profile.email_cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="auth-stack">
        <p className="auth-fine">{t('profile.change_email_note')}</p>
        <TextField
          label={t('profile.new_email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={emailError ? t(`common:${emailError}`) : null}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <EmailFormError error={error} />
        <div>
          <Button type="submit" disabled={request.isPending}>
            {t('profile.change_email_submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
