import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
} from 'react-aria-components';
import './Field.css';

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className'> {
  className?: string;
}

/**
 * The error message of the surrounding field. It shows only while the field is invalid and is
 * linked to the input (aria-describedby) by react-aria-components.
 */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError {...props} className={className ? `shop-FieldError ${className}` : 'shop-FieldError'} />
  );
}
