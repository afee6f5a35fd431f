import type { ReactNode } from 'react';
import { Text, type ValidationResult } from 'react-aria-components';
import { FieldError } from './FieldError';
import './Field.css';

export interface FieldHelpProps {
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`, or a failed `validate`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * The texts under a field: its description, and its error message while it is invalid. Both are
 * slots of the surrounding react-aria field, which links them to the control.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className="shop-Field-description">
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
