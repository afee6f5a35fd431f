import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const czechTopics = [
  { id: 'loyalty', label: 'Informace o věrnostním programu' },
  { id: 'shipping-change', label: 'Úprava zasílání balíčků' },
  { id: 'product', label: 'Informace o produktu' },
  { id: 'other', label: 'Jiné' },
];

const slovakTopics = [
  { id: 'loyalty', label: 'Informácie o vernostnom programe' },
  { id: 'shipping-change', label: 'Úprava zasielania balíčkov' },
  { id: 'product', label: 'Informácie o produkte' },
  { id: 'other', label: 'Iné' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Čeho se Váš dotaz týká', placeholder: 'Vyberte téma', options: czechTopics },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: 'cs' } };

export const Chosen: Story = {
  args: {
    label: 'Čoho sa Vaša otázka týka',
    placeholder: 'Vyberte tému',
    options: slovakTopics,
    defaultValue: 'product',
    isRequired: true,
  },
  globals: { locale: 'sk' },
};

export const WithDescription: Story = {
  args: { description: 'Podle tématu předáme dotaz správnému kolegovi.', isRequired: true },
  globals: { locale: 'cs' },
};

export const InvalidCzech: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
  },
  globals: { locale: 'cs' },
};

export const InvalidSlovak: Story = {
  args: {
    label: 'Čoho sa Vaša otázka týka',
    placeholder: 'Vyberte tému',
    options: slovakTopics,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Aby sme Vašu otázku vybavili rýchlejšie, potrebujeme vedieť, čoho sa týka.',
  },
  globals: { locale: 'sk' },
};

export const Open: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Čeho se Váš dotaz týká/ }));
    const list = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(czechTopics.length);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'other' } };
