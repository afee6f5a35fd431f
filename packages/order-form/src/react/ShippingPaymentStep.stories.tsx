import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderForm } from './OrderForm';
import {
  expectFitsPhone,
  phoneStepArgs,
  phoneStory,
  phoneViewports,
  withPhoneWidth,
} from './test/phoneWidths';

/**
 * Shipping and payment: the order form's step as a 360 and a 390 px phone shows it, in both
 * languages, for the yearly pack, whose mailbox delivery is unavailable and says why.
 */
const meta = {
  title: 'Order form/Steps on a phone/Shipping and payment',
  component: OrderForm,
  decorators: [withPhoneWidth],
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  args: phoneStepArgs('shippingPayment'),
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const mailbox = within(canvasElement).getByRole('radio', { name: /– do schránky/ });
    await expect(mailbox).toBeDisabled();
    await expect(mailbox).toHaveAccessibleDescription(/schránky (nezmestí|nevejde)/);
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak360: Story = phoneStory('sk', 360);
export const Slovak390: Story = phoneStory('sk', 390);
export const Czech360: Story = phoneStory('cs', 360);
export const Czech390: Story = phoneStory('cs', 390);
