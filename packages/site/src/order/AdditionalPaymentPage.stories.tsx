import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { AdditionalPaymentPage } from './AdditionalPaymentPage';
import { paymentFixture } from './test/orderFixtures';

const meta = {
  title: 'Site/Order/AdditionalPaymentPage',
  component: AdditionalPaymentPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { payment: paymentFixture(), goToGateway: () => {} },
} satisfies Meta<typeof AdditionalPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnpaidSlovak: Story = { globals: { locale: 'sk' } };

export const UnpaidCzech: Story = {
  args: { payment: paymentFixture({ orderNumber: 'CZ-0000042', currency: 'CZK' }) },
  globals: { locale: 'cs' },
};

export const PaidSlovak: Story = {
  args: { payment: paymentFixture({ state: 'paid', payable: false }) },
  globals: { locale: 'sk' },
};

export const PartlyRefundedCzech: Story = {
  args: {
    payment: paymentFixture({
      orderNumber: 'CZ-0000042',
      currency: 'CZK',
      state: 'partly-refunded',
      payable: false,
    }),
  },
  globals: { locale: 'cs' },
};

export const NotPayableCzech: Story = {
  args: { payment: paymentFixture({ orderNumber: 'CZ-0000042', state: 'pending', payable: false }) },
  globals: { locale: 'cs' },
};
