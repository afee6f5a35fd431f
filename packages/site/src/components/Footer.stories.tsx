import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = { globals: { locale: 'sk' } };

/** The Czech demo config turns the delivery and payment panel off. */
export const Czech: Story = { globals: { locale: 'cs' } };
