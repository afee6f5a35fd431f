import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OutcomePage } from './OutcomePage';

const csOrderPages = await csLazyMessages.orderPages();
const skOrderPages = await skLazyMessages.orderPages();

const meta = {
  title: 'Site/Order/OutcomePage',
  component: OutcomePage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { text: skOrderPages.thankYou, phone: 'default' },
} satisfies Meta<typeof OutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThankYouSlovak: Story = { globals: { locale: 'sk' } };

export const ThankYouCzech: Story = {
  args: { text: csOrderPages.thankYou },
  globals: { locale: 'cs' },
};

export const YearlyThankYouSlovak: Story = {
  args: { text: skOrderPages.thankYouYearly, phone: 'annualPage' },
  globals: { locale: 'sk' },
};

export const SampleRejectedCzech: Story = {
  args: { text: csOrderPages.sampleRejected, phone: 'trialPage' },
  globals: { locale: 'cs' },
};

export const PaymentPendingSlovak: Story = {
  args: { text: skOrderPages.paymentPending },
  globals: { locale: 'sk' },
};
