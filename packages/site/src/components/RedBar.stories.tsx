import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedBar } from './RedBar';

const meta = {
  title: 'Site/RedBar',
  component: RedBar,
  parameters: { layout: 'fullscreen' },
  argTypes: { step: { control: { type: 'range', min: 0, max: 22, step: 1 } } },
} satisfies Meta<typeof RedBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the page scroll, as in the header. */
export const AtTop: Story = {
  globals: { locale: 'sk' },
};

export const Middle: Story = {
  args: { step: 11 },
  globals: { locale: 'cs' },
};

export const LastStep: Story = { args: { step: 22 }, globals: { locale: 'sk' } };
