import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { CookiesPage } from './CookiesPage';
import { cookieProvidersFixture } from './cookieListFixture';
import { cookieListOf } from './cookieProviderList';

const meta = {
  title: 'Site/Info/CookiesPage',
  component: CookiesPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { providers: cookieListOf(cookieProvidersFixture) },
} satisfies Meta<typeof CookiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Zásady používania cookies',
    );
    await expect(canvas.getByRole('button', { name: 'Otvoriť nastavenia cookies' })).toBeVisible();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kategorie cookies' })).toBeVisible();
    await expect(canvas.getByText('Marketingové cookies')).toBeVisible();
  },
};

export const ListFailedToLoad: Story = {
  globals: { locale: 'sk' },
  args: { providers: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('info@nordlys.sk');
  },
};
