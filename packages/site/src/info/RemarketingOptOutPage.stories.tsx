import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { RemarketingOptOutPage } from './RemarketingOptOutPage';

const meta = {
  title: 'Site/Info/RemarketingOptOutPage',
  component: RemarketingOptOutPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RemarketingOptOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ako vypnúť remarketing',
    );
    await expect(canvas.getByRole('navigation', { name: 'Cookies a osobné údaje' })).toBeVisible();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Jak vypnout remarketing',
    );
    await expect(canvas.getAllByText(/info@nordlys\.cz/).length).toBeGreaterThan(0);
  },
};
