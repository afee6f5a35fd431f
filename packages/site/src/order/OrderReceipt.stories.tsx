import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OrderReceipt } from './OrderReceipt';
import { czYearlyByTransfer, skFreeTrialReceipt, skReceipt } from './test/receiptFixtures';

/** The order on the thank-you and payment pages, by the way it is paid, in both languages. */
const meta = {
  title: 'Site/Order/OrderReceipt',
  component: OrderReceipt,
  decorators: [withRouter],
  args: { state: { kind: 'shown', receipt: skReceipt() } },
} satisfies Meta<typeof OrderReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterDeliverySlovak: Story = { globals: { locale: 'sk' } };

export const FreeTrialSlovak: Story = {
  args: { state: { kind: 'shown', receipt: skFreeTrialReceipt() } },
  globals: { locale: 'sk' },
};

export const BankTransferYearlyCzech: Story = {
  args: { state: { kind: 'shown', receipt: czYearlyByTransfer() } },
  globals: { locale: 'cs' },
};

export const BankTransferSlovak: Story = {
  args: {
    state: {
      kind: 'shown',
      receipt: skReceipt({
        paymentMethod: 'bank-transfer',
        totals: { ...skReceipt().totals, payment: 0, total: 2880, dueNow: 2880 },
      }),
    },
  },
  globals: { locale: 'sk' },
};

export const CardUnpaidCzech: Story = {
  args: { state: { kind: 'shown', receipt: skReceipt({ paymentMethod: 'card', cardPayment: 'unpaid' }) } },
  globals: { locale: 'cs' },
};

export const CardPaidSlovak: Story = {
  args: { state: { kind: 'shown', receipt: skReceipt({ paymentMethod: 'card', cardPayment: 'paid' }) } },
  globals: { locale: 'sk' },
};

export const CardRefundedSlovak: Story = {
  args: { state: { kind: 'shown', receipt: skReceipt({ paymentMethod: 'card', cardPayment: 'refunded' }) } },
  globals: { locale: 'sk' },
};

export const CardRefundedCzech: Story = {
  args: { state: { kind: 'shown', receipt: skReceipt({ paymentMethod: 'card', cardPayment: 'refunded' }) } },
  globals: { locale: 'cs' },
};

export const CardPartlyRefundedSlovak: Story = {
  args: {
    state: { kind: 'shown', receipt: skReceipt({ paymentMethod: 'card', cardPayment: 'partly-refunded' }) },
  },
  globals: { locale: 'sk' },
};

export const NotFoundCzech: Story = { args: { state: { kind: 'none' } }, globals: { locale: 'cs' } };
