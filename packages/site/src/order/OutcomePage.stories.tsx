import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OutcomePage } from './OutcomePage';

const meta = {
  title: 'Site/Order/OutcomePage',
  component: OutcomePage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { text: sk.orderPages.thankYou, phone: 'default' },
} satisfies Meta<typeof OutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThankYouSlovak: Story = { globals: { locale: 'sk' } };

export const ThankYouCzech: Story = {
  args: { text: cs.orderPages.thankYou },
  globals: { locale: 'cs' },
};

export const YearlyThankYouSlovak: Story = {
  args: { text: sk.orderPages.thankYouYearly, phone: 'annualPage' },
  globals: { locale: 'sk' },
};

export const SampleRejectedCzech: Story = {
  args: { text: cs.orderPages.sampleRejected, phone: 'trialPage' },
  globals: { locale: 'cs' },
};

export const PaymentPendingSlovak: Story = {
  args: { text: sk.orderPages.paymentPending },
  globals: { locale: 'sk' },
};
