import { interpolate } from '@shop/i18n';
import { Button } from '@shop/ui';
import { formatMinorUnits } from '../core/formatPrice';
import type { OfferCurrency } from '../core/orderOffer';
import { OrderTextField } from './OrderTextField';
import type { UseOrderFormResult } from './useOrderForm';
import { useOrderFormMessages } from './useOrderFormMessages';

/**
 * The optional discount code with its apply button. The API's answer is written into a polite
 * live region, so it is read out wherever the focus is.
 */
export function DiscountCodeField({ form, currency }: { form: UseOrderFormResult; currency: OfferCurrency }) {
  const { locale, messages } = useOrderFormMessages();
  const { fields, hints, discount: texts } = messages.orderForm;
  const { discount } = form.state;
  const code = form.state.values.discountCode.trim();

  let status: string | null = null;
  if (discount.status === 'checking') status = texts.checking;
  if (discount.status === 'applied') {
    const amount = formatMinorUnits(locale, discount.discount.amount, currency);
    status = `${interpolate(texts.applied, { code: discount.discount.code })} −${amount}`;
  }
  // When the API turned the code down, the message sits on the field and in the error summary.
  if (discount.status === 'invalid' && form.fieldError('discountCode') === undefined) status = texts.invalid;
  if (discount.status === 'expired') status = texts.expired;
  if (discount.status === 'not-applicable') status = texts.notApplicable;
  if (discount.status === 'failed') status = texts.failed;

  return (
    <div className="shop-OrderForm-discount">
      <div className="shop-OrderForm-discountRow">
        <OrderTextField
          controller={form}
          field="discountCode"
          label={fields.discountCode}
          description={hints.discountCode}
          autoComplete="off"
        />
        <Button
          variant="secondary"
          onPress={() => void form.applyDiscount()}
          isDisabled={code === '' || discount.status === 'applied' || discount.status === 'checking'}
        >
          {texts.apply}
        </Button>
      </div>
      <p
        role="status"
        className="shop-OrderForm-discountStatus"
        data-status={discount.status === 'idle' ? undefined : discount.status}
      >
        {status}
      </p>
    </div>
  );
}
