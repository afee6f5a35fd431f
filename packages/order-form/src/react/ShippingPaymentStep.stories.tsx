import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderForm } from './OrderForm';
import {
  expectFitsPhone,
  phoneStepArgs,
  phoneStory,
  phoneViewports,
  withPhoneWidth,
} from './test/phoneWidths';

/** Shipping and payment: the order form's step as a 360 and a 390 px phone shows it, in both languages. */
const meta = {
  title: 'Order form/Steps on a phone/Shipping and payment',
  component: OrderForm,
  decorators: [withPhoneWidth],
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  args: phoneStepArgs('shippingPayment'),
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak360: Story = phoneStory('sk', 360);
export const Slovak390: Story = phoneStory('sk', 390);
export const Czech360: Story = phoneStory('cs', 360);
export const Czech390: Story = phoneStory('cs', 390);
