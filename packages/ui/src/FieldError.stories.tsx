import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { FieldError } from './FieldError';

const meta = {
  title: 'UI/FieldError',
  component: FieldError,
  args: { children: 'Nesprávný formát PSČ' },
  render: (args) => (
    <TextField isInvalid defaultValue="1234" className="shop-Field">
      <Label className="shop-Field-label">PSČ</Label>
      <Input className="shop-Input" />
      <FieldError {...args} />
    </TextField>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Czech: Story = { globals: { locale: 'cs' } };

export const Slovak: Story = { args: { children: 'Nesprávny formát PSČ' }, globals: { locale: 'sk' } };
