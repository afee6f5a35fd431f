import type { BlogArticleSummary } from '@shop/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { BlogListPage } from './BlogListPage';
import type { BlogListData } from './blogLoaders';
import './Blog.css';

function article(slug: string, title: string, perex: string, publishedAt: string): BlogArticleSummary {
  return { slug, title, perex, imagePath: `/images/blog/${slug}.webp`, publishedAt, readingMinutes: 4 };
}

const slovakArticles = [
  article(
    'vitamin-d3-v-zime',
    'Vitamín D3 v zime: prečo ho na severe doplňujeme',
    'Od októbra do marca je slnko príliš nízko na to, aby si telo vytvorilo dosť vitamínu D.',
    '2024-02-06T08:00:00Z',
  ),
  article(
    'vitamin-k2-a-vapnik',
    'Vitamín K2 a vápnik: kam vápnik patrí',
    'Vitamín K2 pomáha telu používať vápnik tam, kde ho potrebuje.',
    '2024-01-15T08:00:00Z',
  ),
];

const czechArticles = [
  article(
    'vitamin-d3-v-zime',
    'Vitamín D3 v zimě: proč ho na severu doplňujeme',
    'Od října do března je slunce příliš nízko, aby si tělo vytvořilo dost vitamínu D.',
    '2024-02-06T08:00:00Z',
  ),
  article(
    'omega-3-pro-mozek',
    'Omega-3 pro mozek',
    'DHA přispívá k udržení normální činnosti mozku při denním příjmu 250 mg.',
    '2023-11-20T08:00:00Z',
  ),
];

const firstPage = (articles: BlogArticleSummary[]): BlogListData => ({
  page: 1,
  pageCount: 2,
  mostRead: articles.slice(0, 1),
  articles,
});

const secondPage = (articles: BlogArticleSummary[]): BlogListData => ({
  page: 2,
  pageCount: 2,
  mostRead: [],
  articles,
});

const meta = {
  title: 'Site/Blog/BlogListPage',
  component: BlogListPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { data: firstPage(slovakArticles) },
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Najčítanejšie' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Najnovšie články' })).toBeVisible();
  },
};

export const SlovakSecondPage: Story = {
  globals: { locale: 'sk' },
  args: { data: secondPage(slovakArticles) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Články – strana 2' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Najnovšie články' })).toBeNull();
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  args: { data: firstPage(czechArticles) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Nejnovější články' })).toBeVisible();
  },
};

export const CzechSecondPage: Story = {
  globals: { locale: 'cs' },
  args: { data: secondPage(czechArticles) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Články – strana 2' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Nejnovější články' })).toBeNull();
  },
};
