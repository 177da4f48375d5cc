import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useUiStyles } from './styles';

/** SPEC §2: modals are at most 484 or 706 px wide. */
export const MODAL_MAX_WIDTHS = { small: 484, large: 706 } as const;
/** small (484 px) or large (706 px). */
export type ModalSize = keyof typeof MODAL_MAX_WIDTHS;

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable=true]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

/** Body scroll lock shared by nested modals: the first locks, the last to close restores. */
let locks = 0;
let savedOverflow = '';
function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks++;
  return () => {
    locks--;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}

/** Props of `Modal`. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (a translated "Close dialog"). */
  closeLabel: string;
  size?: ModalSize;
  children: ReactNode;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Element to focus first (default: the first focusable element in the body, else the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: rendered over the page in a portal, max width 484 or 706 px, locks body scroll
 * while open, traps Tab focus inside, closes on Escape, and gives focus back to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  size = 'small',
  children,
  closeOnBackdrop = true,
  initialFocusRef,
}: ModalProps) {
  useUiStyles();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    if (dialog) {
      const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
      const first = initialFocusRef?.current ?? (body && focusableIn(body)[0]) ?? dialog;
      first.focus();
    }
    return () => {
      unlock();
      if (previouslyFocused && typeof previouslyFocused.focus === 'function') previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="pui-modal__backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`pui-modal pui-modal--${size}`}
        style={{ maxWidth: MODAL_MAX_WIDTHS[size] }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pui-modal__title">
          {title}
        </h2>
        <button type="button" className="pui-modal__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
        <div data-modal-body="">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
