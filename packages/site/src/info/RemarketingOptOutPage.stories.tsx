import type { Meta, StoryObj } from '@storybook/react-vite';
import { infoPageMeta, infoPageStory } from './infoPageStory';
import { RemarketingOptOutPage } from './RemarketingOptOutPage';

const meta = {
  title: 'Site/Info/RemarketingOptOutPage',
  component: RemarketingOptOutPage,
  ...infoPageMeta,
} satisfies Meta<typeof RemarketingOptOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = infoPageStory('sk', 'Ako vypnúť remarketing');

export const Czech: Story = infoPageStory('cs', 'Jak vypnout remarketing');
