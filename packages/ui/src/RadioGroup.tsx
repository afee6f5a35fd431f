import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  Text,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import type { FieldHelpProps } from './FieldHelp';
import { FieldLabel } from './FieldLabel';
import './Field.css';
import './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'>, FieldHelpProps {
  label: ReactNode;
  /** `Radio` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * A labelled group of radio buttons: arrow keys move the selection, Tab leaves the group.
 * `validationBehavior` defaults to `aria` so messages come from the caller.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      validationBehavior={validationBehavior}
      className={className ? `shop-RadioGroup ${className}` : 'shop-RadioGroup'}
    >
      <FieldLabel isRequired={props.isRequired} elementType="span">
        {label}
      </FieldLabel>
      {description ? (
        <Text slot="description" className="shop-Field-description">
          {description}
        </Text>
      ) : null}
      <div className="shop-RadioGroup-options">{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={className ? `shop-Radio ${className}` : 'shop-Radio'}>
      {children}
    </AriaRadio>
  );
}
