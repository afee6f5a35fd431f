import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerFactsOf } from './core/offerFacts';
import { packImage } from './core/packImage';
import { OfferHeader } from './OfferHeader';
import { configFixture } from './test/orderFixtures';

const skOffers = await skLazyMessages.offers();
const csOffers = await csLazyMessages.offers();

const freeShipping = <T extends ReturnType<typeof configFixture>>(config: T): T => ({
  ...config,
  shippingMethods: config.shippingMethods.map((method) => ({ ...method, price: 0 })),
});

const freeTrial = freeShipping(
  configFixture('free-trial', {
    type: 'free-trial',
    title: 'Mesiac Nordlys s vitamínom K2 zadarmo',
    items: [
      {
        sku: 'NORDLYS-K2-30',
        name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl',
        quantity: 1,
        unitPrice: 0,
        total: 0,
      },
    ],
    itemsTotal: 0,
  }),
);

const czechSingle = {
  ...configFixture('single', {
    title: 'Nordlys Omega-3 + D3 + K2',
    items: [
      {
        sku: 'NORDLYS-30',
        name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí',
        quantity: 1,
        unitPrice: 59900,
        total: 59900,
      },
    ],
    itemsTotal: 59900,
  }),
  currency: 'CZK' as const,
};

const yearly = (title: string, name: string, unitPrice: number) =>
  freeShipping(
    configFixture('yearly', {
      type: 'yearly',
      title,
      items: [{ sku: 'NORDLYS-30', name, quantity: 12, unitPrice, total: 12 * unitPrice }],
      itemsTotal: 12 * unitPrice,
      requiresPaymentFrequency: true,
      paymentFrequencies: ['monthly', 'yearly'],
      instalmentCount: 12,
    }),
  );

/** What an order page sells, above its form: pack, picture, price, what delivery and paying add. */
const meta = {
  title: 'Site/Order/OfferHeader',
  component: OfferHeader,
  args: {
    facts: offerFactsOf(freeTrial),
    text: skOffers.header,
    locale: 'sk',
    image: packImage('k2-30'),
  },
} satisfies Meta<typeof OfferHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrialSlovak: Story = { globals: { locale: 'sk' } };

export const SinglePackCzech: Story = {
  args: {
    facts: offerFactsOf(czechSingle),
    text: csOffers.header,
    locale: 'cs',
    image: packImage('single-30'),
  },
  globals: { locale: 'cs' },
};

export const YearlyPackSlovak: Story = {
  args: {
    facts: offerFactsOf(yearly('Ročné balenie Nordlys', 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', 1990)),
    image: packImage('yearly-12x30'),
  },
  globals: { locale: 'sk' },
};

export const YearlyPackCzech: Story = {
  args: {
    facts: offerFactsOf({
      ...yearly('Roční balení Nordlys', 'Nordlys Omega-3 + D3 + K2, 30 kapslí', 49900),
      currency: 'CZK',
    }),
    text: csOffers.header,
    locale: 'cs',
    image: packImage('yearly-12x30'),
  },
  globals: { locale: 'cs' },
};

export const SamplePackCzech: Story = {
  args: {
    facts: offerFactsOf({
      ...configFixture('sample', {
        type: 'sample',
        title: 'Zkušební balíček Nordlys',
        items: [
          {
            sku: 'NORDLYS-SAMPLE-10',
            name: 'Zkušební balení 10 kapslí',
            quantity: 1,
            unitPrice: 11900,
            total: 11900,
          },
        ],
        itemsTotal: 11900,
      }),
      currency: 'CZK',
    }),
    text: csOffers.header,
    locale: 'cs',
    image: packImage('sample-10'),
  },
  globals: { locale: 'cs' },
};
