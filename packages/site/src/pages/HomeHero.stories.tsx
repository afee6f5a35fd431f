import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Site/HomeHero',
  component: HomeHero,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
};

export const Czech: Story = { globals: { locale: 'cs' } };
