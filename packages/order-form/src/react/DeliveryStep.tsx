import { useEffect, useRef } from 'react';
import type { OrderFormContext } from '../core/orderFormContext';
import { resolveOrderFormContext } from '../core/orderFormContext';
import { EmailSuggestion } from './EmailSuggestion';
import { OrderTextField } from './OrderTextField';
import { PhonePrefixChoice } from './PhonePrefixChoice';
import { PrefilledCustomer } from './PrefilledCustomer';
import type { UseOrderFormResult } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';

/** Step 1: who the parcel is for and where it goes. */
export function DeliveryStep({ form, context }: { form: UseOrderFormResult; context: OrderFormContext }) {
  const { messages } = useOrderFormMessages();
  const { fields, hints } = messages.orderForm;
  const settings = resolveOrderFormContext(context);
  const collapsed = form.state.prefilledCollapsed;
  const wasCollapsed = useRef(collapsed);
  const firstNameId = form.fieldId('firstName');

  const summaryShown = form.state.summary !== null;

  // The edit button disappears with the block, so focus goes on to the first field it revealed;
  // when a failed continue opened the block, the error summary keeps the focus instead.
  useEffect(() => {
    if (wasCollapsed.current && !collapsed && !summaryShown) document.getElementById(firstNameId)?.focus();
    wasCollapsed.current = collapsed;
  }, [collapsed, firstNameId, summaryShown]);

  if (collapsed) {
    return (
      <PrefilledCustomer values={form.state.values} onEdit={() => form.dispatch({ type: 'editPrefilled' })} />
    );
  }

  return (
    <div className="shop-OrderForm-fields">
      <OrderTextField
        controller={form}
        field="firstName"
        label={fields.firstName}
        isRequired
        autoComplete="given-name"
      />
      <OrderTextField
        controller={form}
        field="lastName"
        label={fields.lastName}
        isRequired
        autoComplete="family-name"
      />
      <OrderTextField
        controller={form}
        field="company"
        label={fields.company}
        isRequired={settings.companyRequired}
        autoComplete="organization"
        className="shop-OrderForm-wide"
      />
      {settings.addressFields === 'separate' ? (
        <>
          <OrderTextField
            controller={form}
            field="street"
            label={fields.street}
            isRequired
            autoComplete="address-line1"
          />
          {/* No autocomplete token names a house number, and address-line1 already carries it. */}
          <OrderTextField
            controller={form}
            field="houseNumber"
            label={fields.houseNumber}
            isRequired
            autoComplete="off"
          />
        </>
      ) : (
        <OrderTextField
          controller={form}
          field="streetAndNumber"
          label={fields.streetAndNumber}
          isRequired
          autoComplete="address-line1"
          className="shop-OrderForm-wide"
        />
      )}
      <OrderTextField
        controller={form}
        field="city"
        label={fields.city}
        isRequired
        autoComplete="address-level2"
      />
      <OrderTextField
        controller={form}
        field="zip"
        label={fields.zip}
        isRequired
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <div className="shop-OrderForm-phone">
        <PhonePrefixChoice form={form} sitePrefix={settings.phonePrefix} />
        <OrderTextField
          controller={form}
          field="phone"
          label={fields.phone}
          description={hints.phone}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <div className="shop-OrderForm-emailField">
        <OrderTextField
          controller={form}
          field="email"
          label={fields.email}
          isRequired
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <EmailSuggestion form={form} />
      </div>
      {/* The date is written with dots, which numeric keypads lack, so the keyboard stays textual. */}
      <OrderTextField
        controller={form}
        field="birthDate"
        label={fields.birthDate}
        description={fields.birthDateFormat}
        isRequired
        autoComplete="bday"
      />
    </div>
  );
}
