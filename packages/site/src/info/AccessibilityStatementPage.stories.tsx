import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessibilityStatementPage } from './AccessibilityStatementPage';
import { infoPageMeta } from './infoPageStory';

const meta = {
  title: 'Site/Info/AccessibilityStatementPage',
  component: AccessibilityStatementPage,
  ...infoPageMeta,
} satisfies Meta<typeof AccessibilityStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement names where to report a barrier (the seller's e-mail) and who oversees it. */
function statementStory(locale: 'sk' | 'cs', heading: string, email: RegExp, authority: RegExp): Story {
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      await expect(canvas.getAllByText(email).length).toBeGreaterThan(0);
      await expect(canvas.getByText(authority)).toBeVisible();
      // Not a cookie page: the cookie pages' navigation is not beside it.
      await expect(canvas.queryByRole('navigation')).toBeNull();
    },
  };
}

export const Slovak: Story = statementStory(
  'sk',
  'Vyhlásenie o prístupnosti',
  /info@nordlys\.sk/,
  /Slovenskú obchodnú inšpekciu/,
);

export const Czech: Story = statementStory(
  'cs',
  'Prohlášení o přístupnosti',
  /info@nordlys\.cz/,
  /Českou obchodní inspekci/,
);
