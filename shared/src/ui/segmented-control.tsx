import { type ReactNode, useId } from 'react';
import { useUiStyles } from './styles';

/** One choice of a `SegmentedControl`. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of `SegmentedControl`. */
export interface SegmentedControlProps<T extends string> {
  /** What is chosen (the group's accessible name). */
  legend: ReactNode;
  /** Shows the legend only to screen readers, where the context says it already. */
  hideLegend?: boolean;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The radio group's name (default: generated). */
  name?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A few mutually exclusive choices side by side (comparison, resolution, what a chart shows), as a
 * phone's settings show them: native radio buttons underneath, so arrow keys, forms and screen readers
 * work as with any radio group.
 */
export function SegmentedControl<T extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  name,
  className,
  'data-testid': testId,
}: SegmentedControlProps<T>) {
  useUiStyles();
  const generated = useId();
  const group = name ?? `segmented-${generated}`;
  return (
    <fieldset className={['pui-segmented', className].filter(Boolean).join(' ')} data-testid={testId}>
      <legend className={hideLegend ? 'pui-visually-hidden' : 'pui-segmented__legend'}>{legend}</legend>
      <div className="pui-segmented__options">
        {options.map((option) => (
          <label key={option.value} className="pui-segmented__option">
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
