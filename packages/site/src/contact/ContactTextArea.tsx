import { useI18n } from '@shop/i18n/react';
import { FieldError } from '@shop/ui';
import { Label, TextArea, TextField } from 'react-aria-components';

export interface ContactTextAreaProps {
  /** Lands on the textarea. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isRequired?: boolean;
  errorMessage?: string;
}

/** A labelled multi-line text field, styled like the single-line ones. */
export function ContactTextArea({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  isRequired = false,
  errorMessage,
}: ContactTextAreaProps) {
  const { messages } = useI18n();
  return (
    <TextField
      id={id}
      name={name}
      className="shop-Field"
      value={value}
      onChange={onChange}
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
      <TextArea className="shop-Input site-ContactTextArea" rows={6} />
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
