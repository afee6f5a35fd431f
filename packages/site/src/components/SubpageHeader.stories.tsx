import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { SubpageHeader } from './Header';

const meta = {
  title: 'Site/SubpageHeader',
  component: SubpageHeader,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SubpageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
};
