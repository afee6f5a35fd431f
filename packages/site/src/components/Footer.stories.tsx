import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog has no other way in than the footer, on every page. */
const linksTheBlog: Story['play'] = async ({ canvasElement }) => {
  const link = within(canvasElement).getByRole('link', { name: /^Blog$/ });
  await expect(link).toHaveAttribute('href', '/blog');
};

export const Slovak: Story = { globals: { locale: 'sk' }, play: linksTheBlog };

/** The Czech demo config turns the delivery and payment panel off. */
export const Czech: Story = { globals: { locale: 'cs' }, play: linksTheBlog };
