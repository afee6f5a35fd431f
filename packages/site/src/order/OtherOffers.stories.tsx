import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OtherOffers } from './OtherOffers';

/** The packs anyone can buy: below the home page's form and on the refused-order pages. */
const meta = {
  title: 'Site/Order/OtherOffers',
  component: OtherOffers,
  decorators: [withRouter],
} satisfies Meta<typeof OtherOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothSlovak: Story = { globals: { locale: 'sk' } };

export const BothCzech: Story = { globals: { locale: 'cs' } };

export const SinglePackOnlyCzech: Story = { args: { offers: ['single'] }, globals: { locale: 'cs' } };
