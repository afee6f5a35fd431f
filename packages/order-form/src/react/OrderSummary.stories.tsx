import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { czechOffer, slovakOffer } from '../core/test/orderFixtures';
import { OrderSummary } from './OrderSummary';

const yearly = {
  ...czechOffer,
  items: [{ id: 'nordlys-year', title: 'Nordlys roční balení, 12 × 30 kapslí', quantity: 12, price: 598800 }],
  frequencies: [
    { id: 'monthly' as const, instalments: 12 },
    { id: 'yearly' as const, instalments: 1 },
  ],
};

/**
 * The order's summary the form shows through its three steps: beside the form where there is
 * room (these stories' wide frame), a button with the total on a phone.
 */
const meta = {
  title: 'Order form/Order summary',
  component: OrderSummary,
  decorators: [
    (Story, { parameters }) => (
      <div className="shop-OrderForm-layout" style={{ maxInlineSize: parameters.frameWidth ?? '60rem' }}>
        <div className="shop-OrderForm-columns">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    offer: slovakOffer,
    shippingMethod: 'post-address',
    paymentMethod: 'after-delivery',
    paymentFrequency: '',
    discount: null,
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenSlovak: Story = { globals: { locale: 'sk' } };

export const NothingChosenYetCzech: Story = {
  args: { offer: czechOffer, shippingMethod: '', paymentMethod: '' },
  globals: { locale: 'cs' },
};

export const WithDiscountSlovak: Story = {
  args: { paymentMethod: 'card', discount: { code: 'NORDLYS10', amount: 598 } },
  globals: { locale: 'sk' },
};

export const YearlyPaidMonthlyCzech: Story = {
  args: { offer: yearly, paymentMethod: 'bank-transfer', paymentFrequency: 'monthly' },
  globals: { locale: 'cs' },
};

export const OnAPhoneSlovak: Story = {
  globals: { locale: 'sk' },
  parameters: { frameWidth: '360px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Súhrn objednávky/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: /Súhrn objednávky/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
