import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import './Checkbox.css';
import './Field.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children'>, FieldHelpProps {
  /** The label; clicking it toggles the box. */
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label, optional description and error message. */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={className ? `shop-Checkbox ${className}` : 'shop-Checkbox'}>
      <CheckboxButton className="shop-Checkbox-button">
        <span className="shop-Checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
          </svg>
        </span>
        <span>{children}</span>
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
