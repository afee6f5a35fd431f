import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OrderPage } from './OrderPage';
import { configFixture } from './test/orderFixtures';

const meta = {
  title: 'Site/Order/OrderPage',
  component: OrderPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    data: {
      page: { path: '/k2zadarmo', offer: 'free-trial', text: 'freeTrial', phone: 'trialPage' },
      config: configFixture('free-trial', { type: 'free-trial', offerTypeName: 'Atlas' }),
    },
  },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrialSlovak: Story = { globals: { locale: 'sk' } };

export const ConfigErrorCzech: Story = {
  args: {
    data: { page: { path: '/objednavka', offer: 'single', text: 'order', phone: 'default' }, config: null },
  },
  globals: { locale: 'cs' },
};

export const YearlyConfigErrorSlovak: Story = {
  args: {
    data: { page: { path: '/rocnek2', offer: 'yearly', text: 'yearly', phone: 'annualPage' }, config: null },
  },
  globals: { locale: 'sk' },
};
