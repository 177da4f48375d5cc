import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from './text-field';
import { useUiStyles } from './styles';

/** Props of `SelectField`. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  error?: string | null;
  id?: string;
}

/** A labelled select with its error text (alarm frequency, language, comparison). */
export function SelectField({ label, options, error, id, className, ...rest }: SelectFieldProps) {
  useUiStyles();
  const generated = useId();
  const selectId = id ?? `field-${generated}`;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={['pui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <select {...rest} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** Props of `CheckboxField`. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
  id?: string;
}

/** A checkbox with its label beside it and its error text (consents, e-mail notifications). */
export function CheckboxField({ label, error, id, className, ...rest }: CheckboxFieldProps) {
  useUiStyles();
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['pui-field', 'pui-field--checkbox', className].filter(Boolean).join(' ')}>
      <span style={{ display: 'flex', alignItems: 'center', gap: '.5rem' }}>
        <input
          {...rest}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={inputId}>{label}</label>
      </span>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
