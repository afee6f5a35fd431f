import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: 'cs' } };

export const WithDescription: Story = {
  args: { label: 'Dátum narodenia', description: 'Formát d.m.rrrr', isRequired: true, type: 'text' },
  globals: { locale: 'sk' },
};

export const Required: Story = { args: { label: 'Firma', isRequired: true, type: 'text' } };

export const Invalid: Story = {
  args: {
    label: 'Email',
    isInvalid: true,
    errorMessage: 'Emailová adresa není správná',
    defaultValue: 'jana@',
  },
  globals: { locale: 'cs' },
};

export const InvalidSlovak: Story = {
  args: {
    label: 'Telefón',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    isInvalid: true,
    errorMessage: 'Vkladajte iba čísla',
    defaultValue: '0905 abc',
  },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'info@nordlys.cz' } };
