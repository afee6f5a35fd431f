import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SearchPickupPoints } from '../core/pickupPoint';
import { OrderForm } from './OrderForm';
import { czechContext, sampleDiscountCheck, searchSeededPoints, slovakContext } from './test/orderFixtures';
import { expectFitsPhone, phoneOrders, phoneViewports, withPhoneWidth } from './test/phoneWidths';
import type { OrderSubmitHandler } from './useOrderForm';

/** Shipping and payment: the order form's step as a 360 and a 390 px phone shows it, in both languages. */
const meta = {
  title: 'Order form/Steps on a phone/Shipping and payment',
  component: OrderForm,
  decorators: [withPhoneWidth],
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  args: {
    context: slovakContext,
    offer: phoneOrders.sk.offer,
    initialValues: phoneOrders.sk.values,
    initialStep: 'shippingPayment',
    supportEmail: 'info@nordlys.sk',
    draftStorage: null,
    submit: fn<OrderSubmitHandler>(async () => ({
      ok: true,
      outcome: { status: 'accepted', orderId: 'SK-1' },
    })),
    onOutcome: fn(),
    searchPickupPoints: fn<SearchPickupPoints>(searchSeededPoints),
    checkDiscountCode: sampleDiscountCheck(10),
  },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const czech = {
  context: czechContext,
  offer: phoneOrders.cs.offer,
  initialValues: phoneOrders.cs.values,
  supportEmail: 'info@nordlys.cz',
  checkDiscountCode: sampleDiscountCheck(100),
};

export const Slovak360: Story = {
  parameters: { phoneWidth: 360 },
  globals: { viewport: { value: 'phone360' }, locale: 'sk' },
};

export const Slovak390: Story = {
  parameters: { phoneWidth: 390 },
  globals: { viewport: { value: 'phone390' }, locale: 'sk' },
};

export const Czech360: Story = {
  args: czech,
  parameters: { phoneWidth: 360 },
  globals: { viewport: { value: 'phone360' }, locale: 'cs' },
};

export const Czech390: Story = {
  args: czech,
  parameters: { phoneWidth: 390 },
  globals: { viewport: { value: 'phone390' }, locale: 'cs' },
};
