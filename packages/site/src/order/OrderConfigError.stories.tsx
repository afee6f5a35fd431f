import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { OrderConfigError } from './OrderConfigError';

const meta = {
  title: 'Site/Order/OrderConfigError',
  component: OrderConfigError,
  decorators: [withRouter],
  args: { phone: 'default' },
} satisfies Meta<typeof OrderConfigError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Czech: Story = { globals: { locale: 'cs' } };

export const SlovakTrialPage: Story = { args: { phone: 'trialPage' }, globals: { locale: 'sk' } };
