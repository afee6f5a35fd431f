import { useI18n } from '@shop/i18n/react';
import { FieldError } from '@shop/ui';
import {
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';

export interface ContactSelectOption {
  id: string;
  label: string;
}

export interface ContactSelectProps {
  /** Lands on the button that opens the list, so an error summary link can focus it. */
  id: string;
  label: string;
  placeholder: string;
  options: readonly ContactSelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isRequired?: boolean;
  errorMessage?: string;
}

/** A labelled single choice from a list, styled like the other form fields. */
export function ContactSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  isRequired = false,
  errorMessage,
}: ContactSelectProps) {
  const { messages } = useI18n();
  return (
    <Select
      id={id}
      className="shop-Field site-ContactSelect"
      placeholder={placeholder}
      value={value === '' ? null : value}
      onChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="shop-Field-label">
        {label}
        {isRequired ? (
          <span className="shop-Field-required" aria-hidden="true" title={messages.ui.required}>
            *
          </span>
        ) : null}
      </Label>
      <Button className="shop-Input site-ContactSelect-button">
        <SelectValue className="site-ContactSelect-value" />
        <span className="site-ContactSelect-chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="site-ContactSelect-popover">
        <ListBox className="site-ContactSelect-list">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className="site-ContactSelect-option">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
