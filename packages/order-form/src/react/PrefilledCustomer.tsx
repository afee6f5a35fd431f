import { Button } from '@shop/ui';
import { useId } from 'react';
import type { OrderFormValues } from '../core/orderFormState';
import { formatPhone, isPhonePrefix } from '../core/phoneNumber';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface PrefilledCustomerProps {
  values: OrderFormValues;
  onEdit: () => void;
}

/** A returning customer's saved delivery data, shown read-only until they choose to edit it. */
export function PrefilledCustomer({ values, onEdit }: PrefilledCustomerProps) {
  const { messages } = useOrderFormMessages();
  const { prefilled } = messages.orderForm;
  const titleId = useId();
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  const street = values.streetAndNumber || [values.street, values.houseNumber].filter(Boolean).join(' ');
  const lines = [
    name,
    values.company,
    street,
    [values.zip, values.city].filter(Boolean).join(' '),
    isPhonePrefix(values.phonePrefix) ? formatPhone(values.phone, values.phonePrefix) : values.phone,
    values.email,
  ];
  return (
    <section className="shop-OrderForm-prefilled" aria-labelledby={titleId}>
      <h3 id={titleId} className="shop-OrderForm-prefilledTitle">
        {prefilled.title}
      </h3>
      <p className="shop-OrderForm-prefilledData">
        {lines
          .filter((line) => line.trim() !== '')
          .map((line) => (
            <span key={line}>{line}</span>
          ))}
      </p>
      <p className="shop-OrderForm-note">{prefilled.privateNote}</p>
      <Button variant="secondary" onPress={onEdit}>
        {prefilled.edit}
      </Button>
    </section>
  );
}
