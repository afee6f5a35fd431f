import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { Benefits } from './Benefits';

const meta = {
  title: 'Site/Benefits',
  component: Benefits,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Benefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
};

export const Czech: Story = { globals: { locale: 'cs' } };
