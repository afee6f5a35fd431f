import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from './Button';
import { ToastProvider, useToasts } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import { createToastStore, type ToastInput } from './toastStore';

// Long enough for a reviewer to look at the non-error toasts.
const REVIEW_TIMEOUT_MS = 10 * 60 * 1000;

function ToastButtons({ samples }: { samples: ToastInput[] }) {
  const toasts = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {samples.map((sample) => (
        <Button key={sample.type} variant="secondary" onPress={() => toasts.add(sample)}>
          {sample.type}
        </Button>
      ))}
    </div>
  );
}

function ToastDemo({ initial, samples }: { initial: ToastInput[]; samples: ToastInput[] }) {
  const [store] = useState(() => createToastStore({ timeoutMs: REVIEW_TIMEOUT_MS }));
  useEffect(() => {
    for (const toast of initial) store.add(toast);
    return () => store.clear();
  }, [store, initial]);
  return (
    <ToastProvider store={store}>
      <ToastButtons samples={samples} />
      <ToastRegion />
    </ToastProvider>
  );
}

const czech: ToastInput[] = [
  { type: 'success', message: 'Nastavení cookies uloženo.' },
  { type: 'info', title: 'Informace', message: 'Objednávka <strong>zavazuje k platbě</strong>.' },
  { type: 'warning', message: 'PPL nepodporuje dobírku, platba změněna na kartou' },
  {
    type: 'error',
    title: 'Omlouváme se',
    message: 'V aplikaci došlo k chybě. <a href="mailto:info@nordlys.cz">Kontaktujte nás prosím.</a>',
  },
];

const slovak: ToastInput[] = [
  { type: 'success', message: 'Nastavenia cookies boli uložené.' },
  { type: 'info', title: 'Informácia', message: 'Objednávka <strong>zaväzuje k platbe</strong>.' },
  { type: 'warning', message: 'PPL nepodporuje dobierku, platba bola zmenená na kartu' },
  {
    type: 'error',
    title: 'Ospravedlňujeme sa',
    message: 'V aplikácii došlo k chybe. <a href="mailto:info@nordlys.sk">Kontaktujte nás, prosím.</a>',
  },
];

const meta = {
  title: 'UI/ToastRegion',
  component: ToastDemo,
  args: { initial: czech, samples: czech },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryTypeCzech: Story = { globals: { locale: 'cs' } };

export const EveryTypeSlovak: Story = {
  args: { initial: slovak, samples: slovak },
  globals: { locale: 'sk' },
};

export const ErrorOnly: Story = { args: { initial: czech.filter((toast) => toast.type === 'error') } };

export const Empty: Story = { args: { initial: [] } };
