import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: '/images/nordlys.jpg', alt: 'Balení Nordlys', width: 320, height: 240 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Densities: Story = { globals: { locale: 'cs' } };

export const ResponsivePriority: Story = {
  args: { alt: 'Balenie Nordlys', width: 1280, height: 640, sizes: '100vw lg:1280px', priority: true },
  globals: { locale: 'sk' },
};

export const Decorative: Story = { args: { alt: '', width: '120px', height: '120px' } };
