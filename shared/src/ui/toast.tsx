import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions, ToasterProps } from 'react-hot-toast';

/**
 * Toasts (SPEC §4, §9) on react-hot-toast. Generic toasts dismiss after 4 s (blank, error) or 2 s
 * (success) and a loading toast stays until it is resolved; at most 20 are shown (react-hot-toast's
 * limit). The product's toasts sit bottom-right, success green and error red, and an error toast
 * stays 3000 ms.
 *
 * react-hot-toast is loaded when the first toast is raised, not with the page: `<Toasts />` renders
 * nothing until then (docs/decisions/0054).
 */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
/** A product error toast stays 3000 ms (SPEC §4, §9). */
export const PRODUCT_ERROR_TOAST_MS = 3000;
/** At most 20 toasts are shown (SPEC §4). */
export const MAX_TOASTS = 20;
/** Product toasts sit bottom-right. */
export const TOAST_POSITION = 'bottom-right' as const;

/** Product toast colours: success green, error red. */
export const TOAST_COLOURS = {
  success: { background: 'var(--portal-success, #1e7f3c)', color: '#fff' },
  error: { background: 'var(--portal-error, #b3261e)', color: '#fff' },
} as const;

/** The Toaster's configuration: position, durations and product colours. */
export const TOASTER_PROPS: ToasterProps = {
  position: TOAST_POSITION,
  toastOptions: {
    duration: TOAST_DURATIONS.blank,
    success: { duration: TOAST_DURATIONS.success, style: TOAST_COLOURS.success },
    error: { duration: PRODUCT_ERROR_TOAST_MS, style: TOAST_COLOURS.error },
    loading: { duration: TOAST_DURATIONS.loading },
  },
};

/** Has any toast been raised on this page yet? Until then the Toaster (and its library) stay unloaded. */
let raised = false;
const listeners = new Set<() => void>();
function markRaised(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const loadToast = () => {
  markRaised();
  return import('react-hot-toast');
};

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('react-hot-toast');
  return { default: (props: ToasterProps) => <Toaster {...TOASTER_PROPS} {...props} /> };
});

/** Mount once (the shell does): where toasts appear. Loads react-hot-toast with the first toast. */
export function Toasts(props: Partial<ToasterProps>) {
  const active = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

/** Shows toasts; each call resolves to the toast's id. Texts are already translated. */
export const notify = {
  show: async (message: string, options?: ToastOptions) => (await loadToast()).toast(message, options),
  success: async (message: string, options?: ToastOptions) => (await loadToast()).toast.success(message, options),
  /** A product error toast: red, 3000 ms, bottom-right (SPEC §4, §8). */
  error: async (message: string, options?: ToastOptions) =>
    (await loadToast()).toast.error(message, { duration: PRODUCT_ERROR_TOAST_MS, ...options }),
  loading: async (message: string, options?: ToastOptions) => (await loadToast()).toast.loading(message, options),
  dismiss: async (id?: string) => (await loadToast()).toast.dismiss(id),
};
