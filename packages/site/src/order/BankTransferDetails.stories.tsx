import type { Meta, StoryObj } from '@storybook/react-vite';
import { BankTransferDetails } from './BankTransferDetails';
import { czBankTransfer, skBankTransfer } from './test/bankTransferFixtures';

const meta = {
  title: 'Site/Order/BankTransferDetails',
  component: BankTransferDetails,
  args: { instructions: skBankTransfer() },
} satisfies Meta<typeof BankTransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = { globals: { locale: 'sk' } };

export const Czech: Story = {
  args: { instructions: czBankTransfer() },
  globals: { locale: 'cs' },
};
