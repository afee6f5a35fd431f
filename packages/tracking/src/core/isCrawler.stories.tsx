import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { isCrawler } from './isCrawler';

/** Type or paste a user agent and see whether the tracker treats it as a crawler. */
function CrawlerCheck({ userAgent: initial }: { userAgent: string }) {
  const [userAgent, setUserAgent] = useState(initial);
  const id = useId();
  return (
    <div lang="en" style={{ display: 'grid', gap: '0.5rem', fontFamily: 'var(--shop-font-family)' }}>
      <label htmlFor={id}>User agent</label>
      <textarea id={id} rows={3} value={userAgent} onChange={(event) => setUserAgent(event.target.value)} />
      <output htmlFor={id}>
        {isCrawler(userAgent)
          ? 'A crawler: no beats, no redirect, no device call.'
          : 'A shopper: tracked from the first page.'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Tracking/isCrawler',
  component: CrawlerCheck,
} satisfies Meta<typeof CrawlerCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchEngine: Story = {
  args: { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^A crawler/)).toBeVisible();
  },
};

export const Shopper: Story = {
  args: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^A shopper/)).toBeVisible();
  },
};

/** A phone whose model name ends in "bot" is a shopper; an empty user agent counts as a crawler. */
export const PhoneNamedLikeABot: Story = {
  args: {
    userAgent: 'Mozilla/5.0 (Linux; Android 13; CUBOT KingKong 9) AppleWebKit/537.36 Chrome/120.0 Mobile',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^A shopper/)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('User agent'));
    await expect(canvas.getByText(/^A crawler/)).toBeVisible();
  },
};
