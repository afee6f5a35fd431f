import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderFormError } from './OrderFormError';

const meta = {
  title: 'Order form/OrderFormError',
  component: OrderFormError,
  args: { kind: 'config', supportEmail: 'info@nordlys.sk' },
} satisfies Meta<typeof OrderFormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfigErrorSlovak: Story = { globals: { locale: 'sk' } };

export const ConfigErrorCzech: Story = {
  args: { supportEmail: 'info@nordlys.cz' },
  globals: { locale: 'cs' },
};

export const LoadErrorSlovak: Story = { args: { kind: 'load' }, globals: { locale: 'sk' } };

export const LoadErrorCzech: Story = {
  args: { kind: 'load', supportEmail: 'info@nordlys.cz' },
  globals: { locale: 'cs' },
};
