import type { Meta, StoryObj } from '@storybook/react-vite';
import { infoPageMeta, infoPageStory } from './infoPageStory';
import { PersonalDataPage } from './PersonalDataPage';

const meta = {
  title: 'Site/Info/PersonalDataPage',
  component: PersonalDataPage,
  ...infoPageMeta,
} satisfies Meta<typeof PersonalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = infoPageStory('sk', 'Ochrana osobných údajov');

export const Czech: Story = infoPageStory('cs', 'Ochrana osobních údajů');
