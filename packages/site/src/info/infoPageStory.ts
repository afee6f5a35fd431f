import type { Locale } from '@shop/i18n';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';

/** What every information page's stories share: the site's router around a full-width page. */
export const infoPageMeta = {
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
};

type Canvas = ReturnType<typeof within>;

const sectionName: Record<Locale, string> = { sk: 'Cookies a osobné údaje', cs: 'Cookies a osobní údaje' };
const sellerEmail: Record<Locale, RegExp> = { sk: /info@nordlys\.sk/, cs: /info@nordlys\.cz/ };

/**
 * A story of an information page in one language that checks what every such page shows: its
 * heading, the section's navigation and the seller's e-mail; `more` checks the page's own parts.
 */
export function infoPageStory(locale: Locale, heading: string, more?: (canvas: Canvas) => Promise<void>) {
  return {
    globals: { locale },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      await expect(canvas.getByRole('navigation', { name: sectionName[locale] })).toBeVisible();
      await expect(canvas.getAllByText(sellerEmail[locale]).length).toBeGreaterThan(0);
      await more?.(canvas);
    },
  };
}
