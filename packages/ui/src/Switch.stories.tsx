import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Google Analytics' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { globals: { locale: 'cs' } };

export const On: Story = { args: { defaultSelected: true }, globals: { locale: 'sk' } };

export const DisabledOn: Story = {
  args: { isDisabled: true, isSelected: true, children: 'Nevyhnutné cookies' },
};
