import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useUiStyles } from './styles';

/** primary, secondary, text or danger. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

/** Props of `Button`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and ignores clicks while true. */
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

/** A button: `type="button"` unless told otherwise, at least 44 px tall, focus ring on keyboard focus. */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  useUiStyles();
  const classes = ['pui-button', `pui-button--${variant}`, fullWidth && 'pui-button--full', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className="pui-spinner" aria-hidden="true" />}
      {children}
    </button>
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
