import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: { title: 'Google Analytics', children: 'Cookie _ga: rozlišuje návštěvníky, platnost 2 roky.' },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { globals: { locale: 'cs' } };

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Slovak: Story = {
  args: {
    title: 'Smartsupp',
    defaultExpanded: true,
    children: 'Funkcionalita neukladá cookies.',
  },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true } };
