import { clearAnnouncer } from '@react-aria/live-announcer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CarrierWidget } from '../core/carrierWidget';
import type { OrderSubmitHandler } from '../core/orderFormController';
import type { SearchPickupPoints } from '../core/pickupPoint';
import {
  acceptedResult,
  bratislavaPoint,
  czechContext,
  czechDelivery,
  czechOffer,
  sampleDiscountCheck,
  searchSeededPoints,
  slovakContext,
  slovakDelivery,
  slovakOffer,
} from '../core/test/orderFixtures';
import { OrderForm } from './OrderForm';

const accepted = { ok: true, result: acceptedResult } as const;

/**
 * Ends a story whose send button was pending. react-aria announces a pending button through one
 * live region for the whole page, which keeps the message for 7 s and refers to the button by its
 * id. Once the story has moved on (a step changed, an error replaced the button's label), that id
 * points nowhere, and the accessibility check after the story would judge the leftover message,
 * or the next story's would. Clearing the region ends the story at once instead of after 7 s.
 */
function clearPendingAnnouncements() {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
}

const meta = {
  title: 'Order form/OrderForm',
  component: OrderForm,
  args: {
    context: slovakContext,
    offer: slovakOffer,
    supportEmail: 'info@nordlys.sk',
    // Stories never share a draft with each other or with a reload of the preview.
    draftStorage: null,
    submit: fn<OrderSubmitHandler>(async () => accepted),
    onOutcome: fn(),
    searchPickupPoints: fn<SearchPickupPoints>(searchSeededPoints),
    checkDiscountCode: sampleDiscountCheck(1_000),
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const czech = {
  context: czechContext,
  offer: czechOffer,
  supportEmail: 'info@nordlys.cz',
  checkDiscountCode: sampleDiscountCheck(10_000),
};

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

export const PrefilledCustomerCzech: Story = {
  args: { ...czech, prefilledCustomer: czechDelivery },
  globals: { locale: 'cs' },
};

export const ShippingPaymentSlovak: Story = {
  args: { initialValues: slovakDelivery, initialStep: 'shippingPayment' },
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
    offer: {
      ...slovakOffer,
      frequencies: [
        { id: 'monthly', instalments: 12 },
        { id: 'yearly', instalments: 1 },
      ],
    },
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

export const SummaryWithDiscountCzech: Story = {
  args: {
    ...czech,
    initialValues: {
      ...czechDelivery,
      shippingMethod: 'post-address',
      paymentMethod: 'after-delivery',
      discountCode: 'NORDLYS10',
    },
    initialStep: 'summary',
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Sleva \(NORDLYS10\)/ })).toHaveTextContent(
      '−100 Kč',
    );
    await expect(canvas.getByRole('row', { name: /Celkem/ })).toHaveTextContent('909 Kč');
  },
};

export const SummaryWithDiscountSlovak: Story = {
  args: {
    initialValues: {
      ...slovakDelivery,
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      discountCode: 'NORDLYS10',
    },
    initialStep: 'summary',
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Zľava \(NORDLYS10\)/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Spolu/ })).toHaveTextContent('53,30');
  },
};

export const DiscountInvalidSlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Zľavový kód' }), 'LETO');
    await userEvent.click(canvas.getByRole('button', { name: 'Uplatniť' }));
    await expect(await canvas.findByText('Tento zľavový kód nie je platný.')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const PickupPickerResultsCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Hledat výdejní místo' }), 'Praha');
    await expect(await canvas.findByRole('option', { name: /Papírnictví U Muzea/ })).toBeVisible();
    await expect(canvas.getByText('Nalezena 2 výdejní místa.')).toBeVisible();
  },
};

export const PickupPickerEmptySlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'pickup-point', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Hľadať výdajné miesto' }), 'Košice');
    await expect(await canvas.findByText('Pre „Košice“ sme nenašli žiadne výdajné miesto.')).toBeVisible();
  },
};

export const PickupPointChosenSlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'pickup-point', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Hľadať výdajné miesto' }),
      'Bratislava',
    );
    await userEvent.click(await canvas.findByRole('option', { name: new RegExp(bratislavaPoint.name) }));
    await expect(await canvas.findByRole('button', { name: 'Zmeniť výdajné miesto' })).toHaveFocus();
  },
};

export const PickupPointRequiredCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('searchbox', { name: 'Hledat výdejní místo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect(await canvas.findByRole('link', { name: 'Vyberte prosím výdejní místo' })).toBeVisible();
  },
};

/** A widget whose script never arrives, as when the carrier's host is down. */
const unreachableWidget = (): CarrierWidget => ({
  load: async () => {
    throw new Error('Failed to load script: ppl-widget');
  },
  open: () => {},
  onSelect: () => () => {},
});

export const WidgetLoadFailedCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
    pickupWidgets: { ppl: { key: 'story-key', create: unreachableWidget } },
    loadScript: async () => {},
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vybrat na mapě dopravce' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Mapu výdejních míst PPL se nepodařilo načíst.',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Hledat výdejní místo' })).toHaveFocus();
  },
};

export const WidgetLoadFailedSlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
    initialStep: 'shippingPayment',
    pickupWidgets: { ppl: { key: 'story-key', create: unreachableWidget } },
    loadScript: async () => {},
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vybrať na mape dopravcu' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PPL');
  },
};

export const ServerValidationErrorCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false, fieldErrors: { zip: ['zip.country'] } })),
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat objednávku' }));
    await expect(
      await canvas.findByRole('alert', { name: 'Došlo k chybě při validaci formuláře' }),
    ).toHaveFocus();

    clearPendingAnnouncements();
  },
};

export const ServerValidationErrorSlovak: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false, fieldErrors: { email: ['email.invalid'] } })),
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať objednávku' }));
    await expect(
      await canvas.findByRole('alert', { name: 'Pri validácii formulára došlo k chybe' }),
    ).toBeVisible();

    clearPendingAnnouncements();
  },
};

/** A code applied on step 2 that the API no longer accepts when the order is sent. */
const discountRefused = fn<OrderSubmitHandler>(async () => ({
  ok: false,
  fieldErrors: { discountCode: ['discount.invalid'] },
}));

export const DiscountRefusedByApiCzech: Story = {
  args: {
    ...czech,
    initialValues: {
      ...czechDelivery,
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      discountCode: 'NORDLYS10',
    },
    initialStep: 'summary',
    submit: discountRefused,
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat objednávku' }));
    const alert = await canvas.findByRole('alert', { name: 'Došlo k chybě při validaci formuláře' });
    await expect(within(alert).getByRole('link', { name: 'Tento slevový kód není platný.' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Slevový kód' })).toHaveValue('NORDLYS10');

    clearPendingAnnouncements();
  },
};

export const DiscountRefusedByApiSlovak: Story = {
  args: {
    initialValues: {
      ...slovakDelivery,
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      discountCode: 'NORDLYS10',
    },
    initialStep: 'summary',
    submit: discountRefused,
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať objednávku' }));
    const code = await canvas.findByRole('textbox', { name: 'Zľavový kód' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/Tento zľavový kód nie je platný\./);

    clearPendingAnnouncements();
  },
};

export const SendFailed: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false })),
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať objednávku' }));
    await expect(await canvas.findByText('Odoslanie sa nepodarilo z neznámeho dôvodu')).toBeVisible();
    clearPendingAnnouncements();
  },
};

/** The server answered 503 (its database is away): the catalogue's server error; sending again keeps the key. */
export const ServerErrorCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false, serverError: true })),
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat objednávku' }));
    await expect(
      await canvas.findByText('Na serveru došlo k chybě. Zkuste to prosím později.'),
    ).toBeVisible();
    clearPendingAnnouncements();
  },
};

export const ServerError: Story = {
  args: {
    initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false, serverError: true })),
  },
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať objednávku' }));
    await expect(
      await canvas.findByText('Na serveri došlo k chybe. Skúste to, prosím, neskôr.'),
    ).toBeVisible();
    clearPendingAnnouncements();
  },
};

/** An order changed after a lost answer: the API knows its key with the first one, which may be stored. */
export const SentBeforeCzech: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(async () => ({ ok: false, sentBefore: true })),
  },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The summary step's code may still be on its way.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat objednávku' }));
    await expect(await canvas.findByText(/jsme před chvílí možná už přijali/)).toBeVisible();
    clearPendingAnnouncements();
  },
};

// Last on purpose: it ends pending, and its announcement would reach a story after it (see
// `clearPendingAnnouncements`).
export const Submitting: Story = {
  args: {
    ...czech,
    initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    initialStep: 'summary',
    submit: fn<OrderSubmitHandler>(() => new Promise(() => {})),
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
