import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { OrderSubmitHandler } from '../../core/orderFormController';
import type { FormStep, OrderFormValues } from '../../core/orderFormState';
import type { OrderOffer } from '../../core/orderOffer';
import type { SearchPickupPoints } from '../../core/pickupPoint';
import {
  acceptedResult,
  czechContext,
  czechDelivery,
  czechOffer,
  sampleDiscountCheck,
  searchSeededPoints,
  slovakContext,
  slovakDelivery,
  slovakOffer,
} from '../../core/test/orderFixtures';
import type { OrderFormProps } from '../OrderForm';

/** The narrowest phones in use and the most common one. */
export const phoneWidths = [360, 390] as const;
export type PhoneWidth = (typeof phoneWidths)[number];

/** Storybook viewports of those phones: the form's own media queries see the phone's width. */
export const phoneViewports = Object.fromEntries(
  phoneWidths.map((width) => [
    `phone${width}`,
    { name: `Phone ${width}`, styles: { width: `${width}px`, height: '800px' }, type: 'mobile' },
  ]),
);

/** Shows a story in a column as wide as a phone's screen; anything wider scrolls inside it. */
export const withPhoneWidth: Decorator = (Story, context) => {
  const width = (context.parameters.phoneWidth as PhoneWidth | undefined) ?? 360;
  return (
    <div
      data-phone-width={width}
      style={{ inlineSize: width, overflowX: 'auto', outline: '1px dashed #999' }}
    >
      <Story />
    </div>
  );
};

/**
 * A play check: no box and no line of text in the phone column ends past its right edge (text
 * running out of its box does not widen the column, but is cut off all the same).
 */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>('[data-phone-width]');
  if (!column) throw new Error('the story is not in a phone column');
  // Steps 2 and 3 are their own chunks: judged once they have replaced the loading spinner.
  await waitFor(() => expect(column.querySelector('.shop-OrderForm-stepFallback')).toBeNull());
  const edge = column.getBoundingClientRect().right + 0.5;
  const outside = [...column.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > edge)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  const texts = document.createTreeWalker(column, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    range.selectNodeContents(text);
    if (range.getBoundingClientRect().right > edge) outside.push(`text "${text.textContent}"`);
  }
  await expect(outside).toEqual([]);
}

/** An address with no place to break but its dots: the kind that overflowed the summary card. */
export const longEmail = 'jana.novakova.testovacia.adresa.objednavky@nordlyspharmaslovensko.sk';

/** The yearly pack as the shop sells it: twelve packs, too big for a mailbox. */
function yearly(offer: OrderOffer, title: string, price: number): OrderOffer {
  return {
    ...offer,
    items: [{ id: 'nordlys-year', title, quantity: 12, price }],
    shipping: offer.shipping.map((option) =>
      option.id === 'post-mailbox' ? { ...option, available: false } : option,
    ),
    frequencies: [
      { id: 'monthly', instalments: 12 },
      { id: 'yearly', instalments: 1 },
    ],
  };
}

/** The yearly pack paid monthly, as a shopper on a phone fills it in, in each language. */
export const phoneOrders = {
  sk: {
    offer: yearly(slovakOffer, 'Nordlys ročné balenie, 12 × 90 kapsúl', 29900),
    values: {
      ...slovakDelivery,
      email: longEmail,
      shippingMethod: 'post-address',
      paymentMethod: 'after-delivery',
      paymentFrequency: 'monthly',
    } satisfies Partial<OrderFormValues>,
  },
  cs: {
    offer: yearly(czechOffer, 'Nordlys roční balení, 12 × 90 kapslí', 598800),
    values: {
      ...czechDelivery,
      email: longEmail,
      shippingMethod: 'post-address',
      paymentMethod: 'after-delivery',
      paymentFrequency: 'monthly',
    } satisfies Partial<OrderFormValues>,
  },
};

/** The form's props for a step's phone stories: the Slovak yearly order; `czechPhoneArgs` switch language. */
export function phoneStepArgs(step: FormStep, extra: Partial<OrderFormProps> = {}) {
  return {
    context: slovakContext,
    offer: phoneOrders.sk.offer,
    initialValues: phoneOrders.sk.values,
    initialStep: step,
    supportEmail: 'info@nordlys.sk',
    draftStorage: null,
    submit: fn<OrderSubmitHandler>(async () => ({ ok: true, result: acceptedResult })),
    onOutcome: fn(),
    searchPickupPoints: fn<SearchPickupPoints>(searchSeededPoints),
    checkDiscountCode: sampleDiscountCheck(1_000),
    ...extra,
  } satisfies OrderFormProps;
}

const czechPhoneArgs = {
  context: czechContext,
  offer: phoneOrders.cs.offer,
  initialValues: phoneOrders.cs.values,
  supportEmail: 'info@nordlys.cz',
  checkDiscountCode: sampleDiscountCheck(10_000),
};

/** One phone story: a language at a width, the viewport and the column set to it. */
export function phoneStory(locale: 'sk' | 'cs', width: PhoneWidth) {
  return {
    ...(locale === 'cs' ? { args: czechPhoneArgs } : {}),
    parameters: { phoneWidth: width },
    globals: { viewport: { value: `phone${width}` }, locale },
  };
}
