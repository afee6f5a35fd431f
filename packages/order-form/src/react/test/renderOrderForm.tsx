import { memoryStorage } from '@shop/contracts/browser';
import type { Locale } from '@shop/i18n';
import { vi } from 'vitest';
import type { OrderSubmitResult } from '../../core/orderFormController';
import {
  acceptedResult,
  czechContext,
  czechOffer,
  sampleDiscountCheck,
  searchSeededPoints,
} from '../../core/test/orderFixtures';
import { OrderForm, type OrderFormProps } from '../OrderForm';
import { FormI18n } from './FormI18n';
import { renderSettled } from './renderSettled';

export const acceptedOrder: OrderSubmitResult = { ok: true, result: acceptedResult };

/**
 * The Czech form with seeded points, the sample discount and a memory draft; any prop can be
 * replaced, and `locale` gives the texts of another language.
 */
export async function renderOrderForm({
  locale = 'cs',
  ...props
}: Partial<OrderFormProps> & { locale?: Locale } = {}) {
  const submit = props.submit ?? vi.fn(async () => acceptedOrder);
  const onOutcome = props.onOutcome ?? vi.fn();
  const searchPickupPoints = props.searchPickupPoints ?? vi.fn(searchSeededPoints);
  const storage = memoryStorage();
  const result = await renderSettled(
    <FormI18n locale={locale}>
      <OrderForm
        context={czechContext}
        offer={czechOffer}
        supportEmail="info@nordlys.cz"
        draftStorage={storage}
        checkDiscountCode={sampleDiscountCheck(10_000)}
        {...props}
        searchPickupPoints={searchPickupPoints}
        submit={submit}
        onOutcome={onOutcome}
      />
    </FormI18n>,
  );
  return { ...result, submit, onOutcome, searchPickupPoints, storage };
}
