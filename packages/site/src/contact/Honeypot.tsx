import { useId } from 'react';

export interface HoneypotProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A spam trap no person meets: moved off screen, hidden from assistive technology, out of the
 * tab order and ignored by autofill. Bots that fill every input give themselves away.
 */
export function Honeypot({ name, label, value, onChange }: HoneypotProps) {
  const id = useId();
  return (
    <div className="site-Honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
