import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeurekaConsentPage } from './HeurekaConsentPage';
import { infoPageMeta, infoPageStory } from './infoPageStory';

const meta = {
  title: 'Site/Info/HeurekaConsentPage',
  component: HeurekaConsentPage,
  ...infoPageMeta,
} satisfies Meta<typeof HeurekaConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = infoPageStory('sk', 'Súhlas so zaslaním dotazníka Overené zákazníkmi');

export const Czech: Story = infoPageStory('cs', 'Souhlas se zasláním dotazníku Ověřeno zákazníky');
