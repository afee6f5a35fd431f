import { type ForwardedRef, forwardRef } from 'react';
import { ProgressBarContext, useContextProps } from 'react-aria-components';
import { useUiText } from './uiText';
import './Spinner.css';

export interface SpinnerProps {
  /** Accessible name; the catalog's "loading" text unless given. */
  label?: string;
  className?: string;
}

/**
 * An indeterminate busy indicator (role progressbar). Inside a pending `Button` it takes the id
 * the button's progress context gives it, so the busy state is announced with the button's name.
 * It has no value to show, so it renders the ARIA pattern itself rather than react-aria's
 * `ProgressBar`, whose value formatting (a number formatter) every page with a button would
 * otherwise load.
 */
export const Spinner = forwardRef(function Spinner(props: SpinnerProps, ref: ForwardedRef<HTMLDivElement>) {
  const [merged, mergedRef] = useContextProps(
    props as SpinnerProps & { id?: string },
    ref,
    ProgressBarContext,
  );
  const { className, id } = merged;
  const label = useUiText(merged.label, (ui) => ui.loading, 'label');
  return (
    <div
      ref={mergedRef}
      id={id}
      role="progressbar"
      aria-label={label}
      className={className ? `shop-Spinner ${className}` : 'shop-Spinner'}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
      </svg>
    </div>
  );
});
