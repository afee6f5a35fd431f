import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { czWebsite } from '../test/websites';
import { PreFooter } from './PreFooter';

const meta = {
  title: 'Site/PreFooter',
  component: PreFooter,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { now: new Date(2026, 0, 15) },
} satisfies Meta<typeof PreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
};

export const Czech: Story = { globals: { locale: 'cs' } };

/** The home page with the A/B test in variant b calls another line. */
export const HomeVariantB: Story = {
  args: { phone: czWebsite.phoneNumbers.homeVariantB },
  globals: { locale: 'cs' },
};
