import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { Header } from './Header';

const meta = {
  title: 'Site/Header',
  component: Header,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
};
