import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OutcomePage } from './OutcomePage';

const csOutcomePages = await csLazyMessages.outcomePages();
const skOutcomePages = await skLazyMessages.outcomePages();

const meta = {
  title: 'Site/Order/OutcomePage',
  component: OutcomePage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { text: skOutcomePages.thankYou, phone: 'default' },
} satisfies Meta<typeof OutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThankYouSlovak: Story = { globals: { locale: 'sk' } };

export const ThankYouCzech: Story = {
  args: { text: csOutcomePages.thankYou },
  globals: { locale: 'cs' },
};

export const YearlyThankYouSlovak: Story = {
  args: { text: skOutcomePages.thankYouYearly, phone: 'annualPage' },
  globals: { locale: 'sk' },
};

export const SampleRejectedCzech: Story = {
  args: { text: csOutcomePages.sampleRejected, phone: 'trialPage' },
  globals: { locale: 'cs' },
};

export const PaymentPendingSlovak: Story = {
  args: { text: skOutcomePages.paymentPending },
  globals: { locale: 'sk' },
};
