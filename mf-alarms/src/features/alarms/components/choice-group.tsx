import { type Ref, useId } from 'react';
import { FieldError } from '@portal/shared';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** A group of radio buttons under a legend (one wizard question). */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  legendRef,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | null;
  legendRef?: Ref<HTMLLegendElement>;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="alm-choices" aria-describedby={errorId}>
      <legend ref={legendRef} tabIndex={-1}>
        {legend}
      </legend>
      {choices.map((choice) => {
        // The whole card selects; the name is the label alone, the hint its description.
        const labelId = `${id}-${choice.value}`;
        const hintId = choice.hint ? `${labelId}-hint` : undefined;
        return (
          <label key={choice.value} className="alm-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={labelId}
              aria-describedby={hintId}
            />
            <span>
              <span id={labelId}>{choice.label}</span>
              {choice.hint && <small id={hintId}>{choice.hint}</small>}
            </span>
          </label>
        );
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
