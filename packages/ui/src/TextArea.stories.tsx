import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Zpráva', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: 'cs' } };

export const WithDescription: Story = {
  args: {
    label: 'Správa',
    description: 'Napíšte nám, s čím Vám môžeme pomôcť.',
    isRequired: true,
    rows: 6,
  },
  globals: { locale: 'sk' },
};

export const Filled: Story = {
  args: { defaultValue: 'Dobrý den,\nmohu Nordlys užívat i v létě?\nDěkuji, Jana' },
  globals: { locale: 'cs' },
};

export const InvalidCzech: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Zapomněli jste to nejdůležitější :)' },
  globals: { locale: 'cs' },
};

export const InvalidSlovak: Story = {
  args: {
    label: 'Správa',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Zabudli ste na to najdôležitejšie :)',
  },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Odesláno.' } };
