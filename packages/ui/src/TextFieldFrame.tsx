import type { ReactNode } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { FieldLabel } from './FieldLabel';
import './Field.css';

export interface TextFieldFrameProps
  extends Omit<AriaTextFieldProps, 'className' | 'children'>,
    FieldHelpProps {
  label: ReactNode;
  className?: string;
}

/**
 * What `TextField` and `TextArea` share around their control: the react-aria text field with its
 * label, description and error. `validationBehavior` defaults to `aria`, so the browser's own
 * bubbles never appear and messages come from the caller.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  children,
  ...props
}: TextFieldFrameProps & { children: ReactNode }) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      className={className ? `shop-Field ${className}` : 'shop-Field'}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
