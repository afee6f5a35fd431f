import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentDialog } from './ConsentDialog';
import { ConsentFixture } from './fixtures/ConsentFixture';
import { type FixtureLocale, fixtureTexts } from './fixtures/texts';

const infoCs =
  '<h3>Co jsou cookies</h3><p>Cookies jsou malé textové soubory, které web ukládá ve Vašem prohlížeči.</p><ul><li>technické</li><li>statistické</li><li>preferenční</li><li>marketingové</li></ul>';
const infoSk =
  '<h3>Čo sú cookies</h3><p>Cookies sú malé textové súbory, ktoré web ukladá vo Vašom prehliadači.</p><ul><li>technické</li><li>štatistické</li><li>preferenčné</li><li>marketingové</li></ul>';

/** The dialog's shipped texts in the story's language (the toolbar's), as a site passes its own. */
const dialogTexts = (globals: Record<string, unknown>) =>
  fixtureTexts[(globals.locale as FixtureLocale | undefined) ?? 'sk'].dialog;

const meta = {
  title: 'Consent/ConsentDialog',
  component: ConsentDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    loadInfo: () => Promise.resolve(infoCs),
    contactEmail: 'info@nordlys.cz',
    texts: fixtureTexts.cs.dialog,
  },
  // A modal overlays the whole page, locks its scrolling and traps focus: on docs pages each story gets
  // a frame of its own (an iframe), where the overlay fills the canvas and leaves the docs page usable.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  render: (args, { globals }) => (
    <ConsentFixture>
      <ConsentDialog {...args} texts={dialogTexts(globals)} />
    </ConsentFixture>
  ),
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AgreementCzech: Story = { globals: { locale: 'cs' } };

export const AgreementSlovak: Story = {
  args: { loadInfo: () => Promise.resolve(infoSk), contactEmail: 'info@nordlys.sk' },
  globals: { locale: 'sk' },
};

export const ProviderExpandedCzech: Story = {
  globals: { locale: 'cs' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Podrobnosti – Google' }));
    await waitFor(() => expect(body().getByRole('checkbox', { name: 'Google Analytics' })).toBeVisible());
  },
};

export const ProviderExpandedSlovak: Story = {
  args: { contactEmail: 'info@nordlys.sk' },
  globals: { locale: 'sk' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Podrobnosti – Nordlys Pharma' }));
    await expect(body().getByRole('checkbox', { name: 'Prevádzka webu' })).toBeDisabled();
  },
};

export const InfoTabCzech: Story = {
  args: { defaultTab: 'info' },
  globals: { locale: 'cs' },
  play: async () => {
    const heading = await body().findByRole('heading', { name: 'Co jsou cookies' });
    // The modal fades in: poll until its content is fully shown.
    await waitFor(() => expect(heading).toBeVisible());
  },
};

export const InfoTabLoadingSlovak: Story = {
  args: {
    defaultTab: 'info',
    loadInfo: () => new Promise<string>(() => {}),
    contactEmail: 'info@nordlys.sk',
  },
  globals: { locale: 'sk' },
};

export const InfoErrorSlovak: Story = {
  args: {
    defaultTab: 'info',
    loadInfo: () => Promise.reject(new Error('HTTP 500')),
    contactEmail: 'info@nordlys.sk',
  },
  globals: { locale: 'sk' },
  play: async () => {
    const heading = await body().findByRole('heading', { name: 'Došlo k chybe' });
    // The modal fades in: poll until its content is fully shown.
    await waitFor(() => expect(heading).toBeVisible());
  },
};

export const InfoErrorCzech: Story = {
  args: { defaultTab: 'info', loadInfo: () => Promise.reject(new Error('HTTP 500')) },
  globals: { locale: 'cs' },
  play: async () => {
    const heading = await body().findByRole('heading', { name: 'Došlo k chybě' });
    // The modal fades in: poll until its content is fully shown.
    await waitFor(() => expect(heading).toBeVisible());
  },
};

const earlierChoice = { setting: { web: true, ga: true }, savedAt: 1, ids: [], offered: ['web', 'ga'] };

export const GpcAndNewScriptsCzech: Story = {
  globals: { locale: 'cs' },
  render: (args, { globals }) => (
    <ConsentFixture gpc record={earlierChoice}>
      <ConsentDialog {...args} texts={dialogTexts(globals)} />
    </ConsentFixture>
  ),
};

export const GpcAndNewScriptsSlovak: Story = {
  args: { contactEmail: 'info@nordlys.sk' },
  globals: { locale: 'sk' },
  render: (args, { globals }) => (
    <ConsentFixture gpc record={earlierChoice}>
      <ConsentDialog {...args} texts={dialogTexts(globals)} />
    </ConsentFixture>
  ),
};
