import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import {
  appStorage,
  Button,
  Card,
  checkActivationCode,
  errorTextKey,
  normalizeActivationCode,
  notify,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  TextField,
  userAtom,
  validateActivationCode,
  usePortalServices,
} from '@portal/shared';
import { AuthScreen } from '../../../components/auth-screen';
import { useAuthTexts } from '../../../i18n/texts';
import { NO_TENANCIES_PATH, SIGNUP_PATH, dashboardPath } from '@portal/shared/routing';

/**
 * /enter-code (SPEC §2, §5): a 12-letter code (dashes removed) is checked with the server; a valid one
 * is kept as unused: signed out, the sign-up follows; signed in, the add-tenancy dialog opens.
 */
export function EnterCodePage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const selected = useAtomValue(selectedTenancyIdAtom);
  const setPending = useSetAtom(pendingActivationCodesAtom);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formatError = touched ? validateActivationCode(code) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateActivationCode(code)) return;
    setBusy(true);
    setError(null);
    try {
      const result = await checkActivationCode(portal.clients, code);
      if (!result.ok) {
        const key = /already been used/i.test(result.text)
          ? 'errors.activation_code_in_use'
          : 'validation.invalid_activation_code';
        setError(key);
        if (key === 'errors.activation_code_in_use') void notify.error(t('common:errors.activation_code_in_use'));
        return;
      }
      const normalized = normalizeActivationCode(code);
      appStorage.set('unusedActivationCode', normalized);
      setPending([normalized]);
      if (!user) await navigate(SIGNUP_PATH);
      else if (!embedded) await navigate(selected ? dashboardPath(selected) : NO_TENANCIES_PATH);
    } catch (e) {
      setError(errorTextKey(e));
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <form noValidate className="auth-card-form" onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('enter_code.label')}
        name="activation-code"
        autoComplete="off"
        autoCapitalize="characters"
        hint={t('enter_code.hint')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        onBlur={() => setTouched(true)}
        error={formatError ? t(`common:${formatError}`) : error ? t(`common:${error}`) : null}
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('enter_code.checking') : t('enter_code.submit')}
      </Button>
    </form>
  );
  if (embedded) return form;
  return (
    <AuthScreen title={t('enter_code.title')} intro={t('enter_code.intro')}>
      <Card>{form}</Card>
    </AuthScreen>
  );
}
