import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Statistické cookies' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: 'cs' } };

export const Selected: Story = { args: { defaultSelected: true, children: 'Marketingové cookies' } };

export const DisabledSelected: Story = {
  args: { isDisabled: true, defaultSelected: true, children: 'Technické cookies' },
};

export const InvalidCzech: Story = {
  args: {
    children: 'Souhlasím s obchodními podmínkami',
    isInvalid: true,
    errorMessage: 'Potřebujeme Váš souhlas s obchodními podmínkami',
  },
  globals: { locale: 'cs' },
};

export const InvalidSlovak: Story = {
  args: {
    children: 'Súhlasím s obchodnými podmienkami',
    isInvalid: true,
    errorMessage: 'Potrebujeme Váš súhlas s obchodnými podmienkami',
  },
  globals: { locale: 'sk' },
};
