import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Způsob platby',
    isRequired: true,
    children: (
      <>
        <Radio value="delivery">Platba po doručení</Radio>
        <Radio value="card">Kartou online</Radio>
        <Radio value="transfer">Bankovním převodem</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: 'cs' } };

export const Selected: Story = { args: { defaultValue: 'card' } };

export const InvalidCzech: Story = {
  args: { isInvalid: true, errorMessage: 'Vyberte prosím platební metodu' },
  globals: { locale: 'cs' },
};

export const SlovakHorizontal: Story = {
  args: {
    label: 'Typ zákazníka',
    orientation: 'horizontal',
    description: 'Stály zákazník zadá aj zákaznícke číslo.',
    children: (
      <>
        <Radio value="new">Nový zákazník</Radio>
        <Radio value="existing">Stály zákazník</Radio>
      </>
    ),
  },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'delivery' } };
