import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  addTenancy,
  Button,
  errorTextKey,
  FieldError,
  formatActivationCode,
  Modal,
  notify,
  pendingActivationCodesAtom,
  tenanciesAtom,
  userAtom,
} from '@portal/shared';
import { useShell } from '../session/services-context';
import { discardCode, loadSession, selectTenancy } from '../session/session';
import { dashboardPath } from '@portal/shared/routing';

/**
 * SPEC §2: a signed-in user with an unused activation code gets the add-tenancy dialog: the
 * additional-tenancy variant when they have tenancies, the first-tenancy variant otherwise. Closing it
 * discards the code. Either way the code leaves the URL too (`?activationCode=`, SPEC §4 start-up), in
 * place of the entry that named it: a reload or a step back does not bring the dialog back.
 */
export function AddTenancyDialog() {
  const { t } = useTranslation(['shell', 'common']);
  const { deps } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const code = useAtomValue(pendingActivationCodesAtom)[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || !code) return null;
  const additional = tenancies.length > 0;
  const codeInUrl = new URLSearchParams(location.search).has('activationCode');
  const forgetCodeInUrl = () => {
    if (!codeInUrl) return;
    const params = new URLSearchParams(location.search);
    params.delete('activationCode');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  };
  const close = () => {
    setError(null);
    discardCode(deps);
    forgetCodeInUrl();
  };
  const add = async () => {
    setBusy(true);
    setError(null);
    const before = new Set(tenancies.map((x) => x.id));
    try {
      await addTenancy(deps.clients, code);
      discardCode(deps);
      await loadSession(deps, null);
      const added = deps.store.get(tenanciesAtom).find((x) => !before.has(x.id));
      if (added) selectTenancy(deps, added.id);
      void notify.success(t('shell:add_tenancy.added'));
      const id = added?.id ?? deps.store.get(tenanciesAtom)[0]?.id;
      if (id) await navigate(dashboardPath(id), { replace: codeInUrl });
      else forgetCodeInUrl();
    } catch (e) {
      const key = errorTextKey(e);
      setError(t(`common:${key}`));
      if (key === 'errors.activation_code_in_use') void notify.error(t('common:errors.activation_code_in_use'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={close}
      title={t(additional ? 'shell:add_tenancy.additional_title' : 'shell:add_tenancy.first_title')}
      closeLabel={t('common:modal.close')}
    >
      <p>{t(additional ? 'shell:add_tenancy.additional_text' : 'shell:add_tenancy.first_text')}</p>
      <p>{t('shell:add_tenancy.code', { code: formatActivationCode(code) })}</p>
      {error ? <FieldError>{error}</FieldError> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void add()} disabled={busy}>
          {t('shell:add_tenancy.add')}
        </Button>
      </div>
    </Modal>
  );
}
