import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Obchodní podmínky', children: 'Objednávka zavazuje k platbě.' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Obchodní podmínky</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { globals: { locale: 'cs' } };

export const OpenCzech: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Doprava a platba</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  args: { title: 'Doprava a platba', children: 'Platba po doručení: složenka nebo převod do 14 dnů.' },
  globals: { locale: 'cs' },
};

export const OpenSlovakWithActions: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Obchodné podmienky</Button>
      <Modal size="lg">
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  args: {
    title: 'Obchodné podmienky',
    children: (close: () => void) => (
      <>
        <p>Objednávka zaväzuje k platbe.</p>
        <Button onPress={close}>Rozumiem</Button>
      </>
    ),
  },
  globals: { locale: 'sk' },
};
