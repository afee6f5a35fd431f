import { isPaymentAvailable, type PaymentMethodId } from './paymentMethods';
import { isPpl, type ShippingMethodId } from './shippingMethods';

/** The catalog key of the notice shown (and announced) when the rule changes the payment. */
export const PPL_PAYMENT_CHANGED_NOTICE = 'errors.ppl.paymentChanged';

export interface ShippingPaymentChoice {
  shipping: ShippingMethodId | null;
  payment: PaymentMethodId | null;
  /** The customer's own payment choice that the PPL rule replaced, restored when PPL is left. */
  replacedPayment: PaymentMethodId | null;
  notice: typeof PPL_PAYMENT_CHANGED_NOTICE | null;
}

export type ShippingPaymentAction =
  | { type: 'selectShipping'; shipping: ShippingMethodId }
  | { type: 'selectPayment'; payment: PaymentMethodId }
  | { type: 'dismissNotice' };

export function initialShippingPaymentChoice(
  choice: Partial<Pick<ShippingPaymentChoice, 'shipping' | 'payment'>> = {},
): ShippingPaymentChoice {
  return reduceShippingPayment(
    { shipping: null, payment: choice.payment ?? null, replacedPayment: null, notice: null },
    choice.shipping ? { type: 'selectShipping', shipping: choice.shipping } : { type: 'dismissNotice' },
  );
}

/**
 * SPEC §4 PPL rule as a pure reducer: choosing PPL while paying after delivery switches the
 * payment to card and raises the notice; leaving PPL gives back the replaced choice.
 */
export function reduceShippingPayment(
  state: ShippingPaymentChoice,
  action: ShippingPaymentAction,
): ShippingPaymentChoice {
  switch (action.type) {
    case 'selectShipping': {
      const { shipping } = action;
      if (state.payment !== null && !isPaymentAvailable(state.payment, shipping)) {
        return {
          shipping,
          payment: 'card',
          replacedPayment: state.payment,
          notice: PPL_PAYMENT_CHANGED_NOTICE,
        };
      }
      if (state.replacedPayment !== null && !isPpl(shipping)) {
        return { shipping, payment: state.replacedPayment, replacedPayment: null, notice: null };
      }
      return { ...state, shipping };
    }
    case 'selectPayment': {
      if (!isPaymentAvailable(action.payment, state.shipping)) {
        return { ...state, notice: PPL_PAYMENT_CHANGED_NOTICE };
      }
      return { ...state, payment: action.payment, replacedPayment: null, notice: null };
    }
    case 'dismissNotice':
      return state.notice === null ? state : { ...state, notice: null };
  }
}
