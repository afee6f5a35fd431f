import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { PersonalDataPage } from './PersonalDataPage';

const meta = {
  title: 'Site/Info/PersonalDataPage',
  component: PersonalDataPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ochrana osobných údajov',
    );
    await expect(canvas.getByRole('navigation', { name: 'Cookies a osobné údaje' })).toBeVisible();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ochrana osobních údajů',
    );
    await expect(canvas.getAllByText(/info@nordlys\.cz/).length).toBeGreaterThan(0);
  },
};
