import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

/** On a site's page: its phone line as another way to order, and a button that loads the form again. */
export const LoadErrorOnPageSlovak: Story = {
  args: { kind: 'load', phone: '+421 2 123 456 78', onRetry: fn() },
  globals: { locale: 'sk' },
};

export const ConfigErrorOnPageCzech: Story = {
  args: { supportEmail: 'info@nordlys.cz', phone: '+420 123 456 789', onRetry: fn() },
  globals: { locale: 'cs' },
};
