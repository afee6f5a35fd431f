import { useI18n } from '@shop/i18n/react';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { focusField } from './focusField';
import './ErrorSummary.css';

export interface FieldErrorEntry {
  /** The `id` of the field's input (or group). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: readonly FieldErrorEntry[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /**
   * Focus moves to the summary when this value changes (a new one on each failed submit), so the
   * list can follow the fields as they are fixed without taking the focus from them. Without it,
   * the summary takes focus whenever its errors change.
   */
  focusOn?: unknown;
}

/**
 * Lists a form's errors after a failed submit. It takes focus when it appears (or when `focusOn`,
 * or without it its errors, change) so screen readers read it, and each error links to its field
 * and moves focus there. Renders nothing without errors.
 */
export function ErrorSummary({ title, errors, headingLevel = 2, className, focusOn }: ErrorSummaryProps) {
  const { messages } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const shown = errors.length > 0;
  const focusTrigger = focusOn === undefined ? errors : focusOn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the trigger, not every render
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusTrigger]);

  if (errors.length === 0) return null;

  // A same-page anchor must not go through the client router, so these stay plain anchors.
  function onLinkClick(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    if (focusField(document, fieldId)) event.preventDefault();
  }

  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={className ? `shop-ErrorSummary ${className}` : 'shop-ErrorSummary'}
    >
      <Heading id={titleId} className="shop-ErrorSummary-title">
        {title}
      </Heading>
      <p className="shop-ErrorSummary-intro">{messages.ui.errorSummaryIntro}</p>
      <ul className="shop-ErrorSummary-list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`} onClick={(event) => onLinkClick(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
