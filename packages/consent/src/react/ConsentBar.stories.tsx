import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBar } from './ConsentBar';
import { ConsentFixture, type ConsentFixtureProps } from './fixtures/ConsentFixture';
import { inDocsFrame } from './fixtures/docsFrame';
import { fixtureTexts, polishBarTexts } from './fixtures/texts';

/** Renders the bar over a fixture store set up as `fixture` says (list loading, GPC, a stored record). */
const barOver =
  (fixture: Omit<ConsentFixtureProps, 'children'> = {}) =>
  (args: ComponentProps<typeof ConsentBar>) => (
    <ConsentFixture {...fixture}>
      <ConsentBar {...args} />
    </ConsentFixture>
  );

const meta = {
  title: 'Consent/ConsentBar',
  component: ConsentBar,
  args: { onOpenDetails: fn() },
  parameters: { layout: 'fullscreen' },
  // The bar is fixed to the bottom of the page: on docs pages, to the bottom of a frame in the canvas.
  decorators: [inDocsFrame('20rem')],
  render: barOver(),
} satisfies Meta<typeof ConsentBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisitSlovak: Story = { globals: { locale: 'sk' } };

export const FirstVisitCzech: Story = { globals: { locale: 'cs' } };

export const SettingsModeCzech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavení' }));
    await expect(canvas.getByRole('checkbox', { name: 'Technické (nezbytné)' })).toBeDisabled();
  },
};

export const SettingsModeSlovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavenia' }));
    await expect(canvas.getByRole('checkbox', { name: 'Štatistické' })).toHaveFocus();
  },
};

export const SettingsModeUnderGpcSlovak: Story = {
  globals: { locale: 'sk' },
  render: barOver({ gpc: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavenia' }));
    await expect(canvas.getByRole('checkbox', { name: 'Marketingové' })).toBeDisabled();
  },
};

/** Before the provider list has loaded the category boxes still take the visitor's choice. */
export const SettingsModeBeforeProviderListCzech: Story = {
  globals: { locale: 'cs' },
  render: barOver({ listLoading: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavení' }));
    await userEvent.click(canvas.getByText('Statistické', { exact: true }));
    await expect(canvas.getByRole('checkbox', { name: 'Statistické' })).toBeChecked();
  },
};

export const SettingsModeBeforeProviderListSlovak: Story = {
  globals: { locale: 'sk' },
  render: barOver({ listLoading: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavenia' }));
    await expect(canvas.getByRole('checkbox', { name: 'Marketingové' })).toBeEnabled();
  },
};

export const DeniedWithToastCzech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Odmítnout' }));
    await expect(await within(document.body).findByText('Nastavení cookies uloženo.')).toBeVisible();
  },
};

/** Another brand's site in English: the shipped English texts (`@shop/consent/texts/en/bar`). */
export const FirstVisitEnglish: Story = {
  render: barOver({ texts: fixtureTexts.en.bar }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(canvas.getByRole('checkbox', { name: 'Technical (necessary)' })).toBeDisabled();
  },
};

/** A language the package does not ship: the page supplies the whole text object. */
export const FirstVisitPolish: Story = {
  render: barOver({ texts: polishBarTexts }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zaakceptuj wszystkie pliki cookie' })).toBeVisible();
  },
};

/** A brand's colours: `examples/brand-react/src/brand.css` sets the same three custom properties. */
const brandColours = {
  '--shop-color-brand': '#0f6e5a',
  '--shop-color-brand-hover': '#0c5a4a',
  '--shop-color-brand-active': '#09473a',
} as CSSProperties;

/** The brand colour colours the bar's top border, the primary button and, in settings, the checkboxes. */
export const BrandColourEnglish: Story = {
  render: (args) => <div style={brandColours}>{barOver({ texts: fixtureTexts.en.bar })(args)}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(getComputedStyle(region).borderBlockStartColor).toBe('rgb(15, 110, 90)');
  },
};
