import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CookiesPage } from './CookiesPage';
import { cookieProvidersFixture } from './cookieListFixture';
import { cookieListOf } from './cookieProviderList';
import { infoPageMeta, infoPageStory } from './infoPageStory';

const meta = {
  title: 'Site/Info/CookiesPage',
  component: CookiesPage,
  ...infoPageMeta,
  args: { providers: cookieListOf(cookieProvidersFixture) },
} satisfies Meta<typeof CookiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = infoPageStory('sk', 'Zásady používania cookies', async (canvas) => {
  // The button's code loads on its own, after the page's.
  await expect(await canvas.findByRole('button', { name: 'Otvoriť nastavenia cookies' })).toBeVisible();
});

export const Czech: Story = infoPageStory('cs', 'Zásady používání cookies', async (canvas) => {
  await expect(canvas.getByRole('heading', { name: 'Kategorie cookies' })).toBeVisible();
  await expect(canvas.getByText('Marketingové cookies')).toBeVisible();
});

export const ListFailedToLoad: Story = {
  globals: { locale: 'sk' },
  args: { providers: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('info@nordlys.sk');
  },
};
