import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Site/Order/LandingPage',
  component: LandingPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { text: sk.orderPages.freeTrialLanding, orderPath: '/k2zadarmo', phone: 'trialPage' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrialSlovak: Story = { globals: { locale: 'sk' } };

export const FreeMonthCzech: Story = {
  args: { text: cs.orderPages.freeMonthLanding, orderPath: '/mesiack2zadarmo' },
  globals: { locale: 'cs' },
};

export const TrialPackCzech: Story = {
  args: { text: cs.orderPages.sample, orderPath: '/skusobny-balicek-ponuka' },
  globals: { locale: 'cs' },
};
