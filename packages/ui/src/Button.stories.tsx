import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Objednat', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'red-cta'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Zpět' } };

export const RedCta: Story = {
  args: { variant: 'red-cta', children: 'Späť k objednávke' },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const PendingCzech: Story = {
  args: { isPending: true, children: 'Odesílám objednávku' },
  globals: { locale: 'cs' },
};

export const PendingSlovak: Story = {
  args: { isPending: true, children: 'Odosielam objednávku' },
  globals: { locale: 'sk' },
};
