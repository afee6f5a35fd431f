import { useI18n } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  /** `span` for groups (radio groups), whose label is not tied to one input. */
  elementType?: 'label' | 'span';
}

/**
 * A field label with the visual asterisk of required fields. The asterisk is hidden from screen
 * readers because the input itself is announced as required.
 */
export function FieldLabel({ children, isRequired = false, elementType = 'label' }: FieldLabelProps) {
  const { messages } = useI18n();
  return (
    <Label className="shop-Field-label" elementType={elementType}>
      {children}
      {isRequired ? (
        <span className="shop-Field-required" aria-hidden="true" title={messages.ui.required}>
          *
        </span>
      ) : null}
    </Label>
  );
}
