import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoHubPage } from './InfoHubPage';
import { infoPageMeta, infoPageStory } from './infoPageStory';

const meta = {
  title: 'Site/Info/InfoHubPage',
  component: InfoHubPage,
  ...infoPageMeta,
} satisfies Meta<typeof InfoHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = infoPageStory('sk', 'Cookies a osobné údaje');

export const Czech: Story = infoPageStory('cs', 'Cookies a osobní údaje');
