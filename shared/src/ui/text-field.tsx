import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useUiStyles } from './styles';

/** Props of `TextField`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The error text; marks the input invalid and is announced with it. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** A labelled input with its hint and error text wired through aria-describedby. */
export function TextField({ label, error, hint, id, required, className, ...rest }: TextFieldProps) {
  useUiStyles();
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['pui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <span id={hintId} className="pui-field__hint">
          {hint}
        </span>
      )}
      <input
        {...rest}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** An error text under a field; announced politely when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  useUiStyles();
  return (
    <span id={id} className="pui-field__error" role="alert">
      {children}
    </span>
  );
}
