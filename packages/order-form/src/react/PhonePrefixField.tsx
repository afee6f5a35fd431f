import { Radio, RadioGroup } from '@shop/ui';
import { isPhonePrefix, type PhonePrefix, phonePrefixes } from '../core/phoneNumber';
import type { UseOrderFormResult } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface PhonePrefixFieldProps {
  form: UseOrderFormResult;
  /** The site's own prefix: chosen until the shopper picks another, and listed first. */
  sitePrefix: PhonePrefix;
}

/**
 * The prefix the phone number is dialled with, as two radios (arrow keys switch them): a shopper
 * with a number of the other country picks its prefix instead of typing it into the number. Two
 * radios rather than a list box keep the first screen's script small.
 */
export function PhonePrefixField({ form, sitePrefix }: PhonePrefixFieldProps) {
  const { messages } = useOrderFormMessages();
  const texts = messages.orderForm;
  const chosen = form.state.values.phonePrefix;
  const error = form.fieldError('phonePrefix');
  const ordered = [sitePrefix, ...phonePrefixes.filter((prefix) => prefix !== sitePrefix)];
  return (
    <RadioGroup
      id={form.fieldId('phonePrefix')}
      name="phonePrefix"
      label={texts.fields.phonePrefix}
      orientation="horizontal"
      value={isPhonePrefix(chosen) ? chosen : sitePrefix}
      onChange={(value) => form.dispatch({ type: 'change', field: 'phonePrefix', value })}
      isInvalid={error !== undefined}
      errorMessage={error}
      className="shop-OrderForm-phonePrefix"
    >
      {ordered.map((prefix) => (
        <Radio key={prefix} value={prefix}>
          {texts.phonePrefixes[prefix]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
