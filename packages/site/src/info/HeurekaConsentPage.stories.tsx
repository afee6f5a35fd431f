import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { HeurekaConsentPage } from './HeurekaConsentPage';

const meta = {
  title: 'Site/Info/HeurekaConsentPage',
  component: HeurekaConsentPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeurekaConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Súhlas so zaslaním dotazníka Overené zákazníkmi',
    );
    await expect(canvas.getByRole('navigation', { name: 'Cookies a osobné údaje' })).toBeVisible();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Souhlas se zasláním dotazníku Ověřeno zákazníky',
    );
    await expect(canvas.getAllByText(/info@nordlys\.cz/).length).toBeGreaterThan(0);
  },
};
