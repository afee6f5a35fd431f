import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { ArticleCard } from './ArticleCard';

const meta = {
  title: 'Site/Blog/ArticleCard',
  component: ArticleCard,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
  args: {
    article: {
      slug: 'vitamin-d3-v-zime',
      title: 'Vitamín D3 v zime: prečo ho na severe doplňujeme',
      perex:
        'Od októbra do marca je slnko na našej zemepisnej šírke príliš nízko na to, aby si telo vytvorilo dosť vitamínu D.',
      imagePath: '/images/blog/vitamin-d3-v-zime.webp',
      publishedAt: '2024-02-06T08:00:00Z',
      readingMinutes: 5,
      readCount: 3120,
    },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <ArticleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Prečítať celý článok' })).toHaveAttribute(
      'href',
      '/blog/vitamin-d3-v-zime',
    );
    await expect(canvas.getByText('5 minút čítania')).toBeInTheDocument();
    await expect(canvas.getByText('6.2.2024')).toBeInTheDocument();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  args: {
    article: {
      slug: 'vitamin-d3-v-zime',
      title: 'Vitamín D3 v zimě: proč ho na severu doplňujeme',
      perex:
        'Od října do března je slunce v naší zeměpisné šířce příliš nízko, aby si tělo vytvořilo dost vitamínu D.',
      imagePath: '/images/blog/vitamin-d3-v-zime.webp',
      publishedAt: '2024-02-06T08:00:00Z',
      readingMinutes: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Přečíst celý článek' })).toBeVisible();
    await expect(canvas.getByText('1 minuta čtení')).toBeInTheDocument();
  },
};

export const MostReadHeading: Story = {
  globals: { locale: 'sk' },
  args: { headingLevel: 2, priority: true },
};
