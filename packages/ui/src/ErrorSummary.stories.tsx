import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů',
    errors: [
      { fieldId: 'story-email', message: 'Vyplňte prosím email' },
      { fieldId: 'story-phone', message: 'Vyplňte prosím telefonní číslo' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <ErrorSummary {...args} />
      <TextField id="story-email" label="Email" isInvalid errorMessage={args.errors[0]?.message} />
      <TextField id="story-phone" label="Telefon" isInvalid errorMessage={args.errors[1]?.message} />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Czech: Story = { globals: { locale: 'cs' } };

export const Slovak: Story = {
  args: {
    title: 'Prosím, vyplňte všetky povinné polia a skontrolujte správnosť údajov',
    errors: [
      { fieldId: 'story-email', message: 'Vyplňte, prosím, e-mail' },
      { fieldId: 'story-phone', message: 'Vyplňte, prosím, telefónne číslo' },
    ],
  },
  globals: { locale: 'sk' },
};
