import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { notify, shellServices, Toasts } from '@portal/shared';

/**
 * Confirmation toasts (SPEC §4: created, updated, deleted). The shell that hands remotes its services
 * (`shellServices()`) mounts the page's one toaster; a page without that shell (this
 * remote's standalone page, or an older shell) gets this remote's own, so a confirmation is never lost.
 */
function ensureToaster(): void {
  if (typeof document === 'undefined') return;
  if (shellServices()) return;
  if (document.querySelector('[data-rht-toaster]')) return;
  if (document.getElementById('mf-alarms-toaster')) return;
  const host = document.createElement('div');
  host.id = 'mf-alarms-toaster';
  document.body.append(host);
  createRoot(host).render(createElement(Toasts));
}

export const toast = {
  success(message: string) {
    ensureToaster();
    void notify.success(message);
  },
  error(message: string) {
    ensureToaster();
    void notify.error(message);
  },
};
