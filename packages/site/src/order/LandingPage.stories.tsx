import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { LandingPage } from './LandingPage';

const csOrderPages = await csLazyMessages.orderPages();
const skOrderPages = await skLazyMessages.orderPages();

const meta = {
  title: 'Site/Order/LandingPage',
  component: LandingPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    text: skOrderPages.freeTrialLanding,
    orderPath: '/k2zadarmo',
    offer: 'free-trial',
    pack: 'k2-30',
    phone: 'trialPage',
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrialSlovak: Story = { globals: { locale: 'sk' } };

export const FreeMonthCzech: Story = {
  args: { text: csOrderPages.freeMonthLanding, orderPath: '/mesiack2zadarmo' },
  globals: { locale: 'cs' },
};

export const TrialPackCzech: Story = {
  args: {
    text: csOrderPages.sample,
    orderPath: '/skusobny-balicek-ponuka',
    offer: 'sample',
    pack: 'sample-10',
  },
  globals: { locale: 'cs' },
};

export const TrialPackSlovak: Story = {
  args: {
    text: skOrderPages.sample,
    orderPath: '/skusobny-balicek-ponuka',
    offer: 'sample',
    pack: 'sample-10',
  },
  globals: { locale: 'sk' },
};
