import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../platform/online';
import { useUiStyles } from './styles';

/** primary, secondary, text or danger. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

/** Props of `Button`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and ignores clicks while true. */
  loading?: boolean;
  fullWidth?: boolean;
  /**
   * The action needs the services (it sends or changes something): while the browser is offline the
   * button is disabled and says why. Default: submit buttons and `danger` buttons.
   */
  needsConnection?: boolean;
  children: ReactNode;
}

/**
 * A button: `type="button"` unless told otherwise, at least 44 px tall, focus ring on keyboard focus.
 * One that needs the services is disabled while offline, with the reason shown under it.
 */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  needsConnection = type === 'submit' || variant === 'danger',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  useUiStyles();
  const online = useOnline();
  const { t } = useTranslation('common');
  const reasonId = useId();
  const offline = needsConnection && !online;
  const classes = ['pui-button', `pui-button--${variant}`, fullWidth && 'pui-button--full', className]
    .filter(Boolean)
    .join(' ');
  const describedBy = [rest['aria-describedby'], offline && reasonId].filter(Boolean).join(' ') || undefined;
  const button = (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || offline}
      aria-describedby={describedBy}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className="pui-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
  if (!offline) return button;
  return (
    <>
      {button}
      <span id={reasonId} className="pui-button__offline" data-testid="offline-reason">
        {t('common:offline.needs_connection')}
      </span>
    </>
  );
}

/** Props of `IconButton`. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

/** A button showing only an icon, named by its label. */
export function IconButton({ label, icon, variant = 'text', ...rest }: IconButtonProps) {
  return (
    <Button {...rest} variant={variant} aria-label={label} title={label}>
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
