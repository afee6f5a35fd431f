import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import './Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`, or a failed `validate`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  className?: string;
}

/**
 * A labelled single-line input with optional description and error. `type`, `inputMode`,
 * `autoComplete`, `name` and `id` reach the input. Validation messages come from the caller
 * (`validationBehavior` defaults to `aria`, so the browser's own bubbles never appear).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      className={className ? `shop-Field ${className}` : 'shop-Field'}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className="shop-Input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="shop-Field-description">
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
