import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderForm } from './OrderForm';
import { czechContext, czechDelivery, slovakContext, slovakDelivery } from './test/orderFixtures';
import type { OrderSubmitHandler } from './useOrderForm';

const meta = {
  title: 'Order form/OrderForm',
  component: OrderForm,
  args: {
    context: slovakContext,
    supportEmail: 'info@nordlys.sk',
    total: { amount: 29.9, currency: 'EUR' },
    // Stories never share a draft with each other or with a reload of the preview.
    draftStorage: null,
    onSubmit: fn<OrderSubmitHandler>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const czech = {
  context: czechContext,
  supportEmail: 'info@nordlys.cz',
  total: { amount: 990, currency: 'CZK' },
} as const;

export const DeliverySlovak: Story = { globals: { locale: 'sk' } };

export const DeliveryCzech: Story = { args: czech, globals: { locale: 'cs' } };

export const DeliveryWithErrors: Story = {
  args: czech,
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat k doručení' }));
    await expect(
      await canvas.findByRole('alert', {
        name: 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů',
      }),
    ).toHaveFocus();
  },
};

export const EmailSuggestion: Story = {
  args: { initialValues: { email: 'jan.kovac@azet.cz' } },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.tab();
    await expect(await canvas.findByText('Nemysleli ste jan.kovac@azet.sk?')).toBeVisible();
  },
};

export const PrefilledCustomer: Story = {
  args: { prefilledCustomer: slovakDelivery },
  globals: { locale: 'sk' },
};

export const ShippingPaymentCzech: Story = {
  args: { ...czech, initialValues: czechDelivery, initialStep: 'shippingPayment' },
  globals: { locale: 'cs' },
};

export const PplNotice: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-mailbox', paymentMethod: 'after-delivery' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /PPL – na adresu/ }));
    await expect(
      await canvas.findByText('PPL nepodporuje dobierku, platba bola zmenená na kartu'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Platba kartou online/ })).toBeChecked();
  },
};

export const PaymentFrequency: Story = {
  args: {
    context: { ...slovakContext, requiresPaymentFrequency: true },
    initialValues: slovakDelivery,
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'sk' },
};

export const SummarySlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'ppl-address', paymentMethod: 'card' },
    initialStep: 'summary',
  },
  globals: { locale: 'sk' },
};

export const SummaryCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'after-delivery' },
    initialStep: 'summary',
  },
  globals: { locale: 'cs' },
};

export const SendFailed: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    onSubmit: fn<OrderSubmitHandler>(async () => ({ ok: false })),
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať objednávku' }));
    await expect(await canvas.findByText('Odoslanie sa nepodarilo z neznámeho dôvodu')).toBeVisible();
    // The button's pending announcements outlive the story and would name a button that is gone
    // in the next one, so the story ends when they have been read.
    await waitFor(() => expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull(), {
      timeout: 9000,
    });
  },
};

// Last on purpose: its pending announcement would reach a story after it (see `SendFailed`).
export const Submitting: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    onSubmit: fn<OrderSubmitHandler>(() => new Promise(() => {})),
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat objednávku' }));
    await expect(await canvas.findByRole('button', { name: /Odesílám objednávku/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
