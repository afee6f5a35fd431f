import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { FieldLabel } from './FieldLabel';
import './Field.css';
import './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'children' | 'items' | 'selectionMode'>,
    FieldHelpProps {
  label: ReactNode;
  /** The choices, in the order they are listed. */
  options: readonly SelectOption[];
  className?: string;
}

/**
 * A labelled single choice from a list that opens under the field, with optional description
 * and error. `id` lands on the button that opens the list, so an error summary link can focus
 * it; `name` submits the chosen id with a form. `validationBehavior` defaults to `aria`.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  className,
  validationBehavior = 'aria',
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      validationBehavior={validationBehavior}
      className={className ? `shop-Field ${className}` : 'shop-Field'}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className="shop-Input shop-Select-button">
        <SelectValue className="shop-Select-value" />
        <span className="shop-Select-chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="shop-Select-popover">
        <ListBox className="shop-Select-list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="shop-Select-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
