import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { CookieList } from './CookieList';
import { cookieProvidersFixture } from './cookieListFixture';
import { cookieListOf } from './cookieProviderList';

const meta = {
  title: 'Site/Info/CookieList',
  component: CookieList,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
  args: { providers: cookieListOf(cookieProvidersFixture) },
} satisfies Meta<typeof CookieList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Google Ireland Limited' })).toBeVisible();
    await expect(canvas.getByText('táto funkcionalita neukladá cookies')).toBeInTheDocument();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: 'informace o zpracování cookies' });
    await expect(links).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  globals: { locale: 'cs' },
  args: { providers: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Došlo k chybě');
  },
};

export const Empty: Story = {
  globals: { locale: 'sk' },
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Web v tejto chvíli neukladá žiadne cookies.')).toBeVisible();
  },
};
