import { useI18n } from '@shop/i18n/react';
import { ProgressBar } from 'react-aria-components';
import './Spinner.css';

export interface SpinnerProps {
  /** Accessible name; the catalog's "loading" text unless given. */
  label?: string;
  className?: string;
}

/**
 * An indeterminate busy indicator (role progressbar). Inside a pending `Button` it is linked to
 * the button, so the busy state is announced with the button's name.
 */
export function Spinner({ label, className }: SpinnerProps) {
  const { messages } = useI18n();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? messages.ui.loading}
      className={className ? `shop-Spinner ${className}` : 'shop-Spinner'}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
      </svg>
    </ProgressBar>
  );
}
