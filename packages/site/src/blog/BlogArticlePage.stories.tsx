import type { BlogArticle } from '@shop/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { BlogArticlePage } from './BlogArticlePage';
import './Blog.css';

const slovakArticle: BlogArticle = {
  slug: 'vitamin-d3-v-zime',
  title: 'Vitamín D3 v zime: prečo ho na severe doplňujeme',
  perex:
    'Od októbra do marca je slnko na našej zemepisnej šírke príliš nízko na to, aby si telo vytvorilo dosť vitamínu D.',
  imagePath: '/images/blog/vitamin-d3-v-zime.webp',
  publishedAt: '2024-02-06T08:00:00Z',
  readingMinutes: 5,
  readCount: 3120,
  contentHtml:
    '<h2>Prečo v zime chýba</h2><p>Vitamín D si telo vytvára v koži pôsobením UVB žiarenia. V zime ho na Slovensku nie je dosť ani za jasného dňa.</p><h2>Čo s tým robia Nóri</h2><p>V Nórsku je rybí olej súčasťou zimných rán už po generácie. Jedna kapsula Nordlys obsahuje vitamín D3 spolu s vitamínom K2.</p><ul><li>Užívajte ho pri jedle s tukom.</li><li>Dodržujte odporúčanú dennú dávku.</li></ul>',
  related: [
    {
      slug: 'vitamin-k2-a-vapnik',
      title: 'Vitamín K2 a vápnik: kam vápnik patrí',
      perex: 'Vitamín K2 pomáha telu používať vápnik tam, kde ho potrebuje.',
      imagePath: '/images/blog/vitamin-k2-a-vapnik.webp',
      publishedAt: '2024-01-15T08:00:00Z',
      readingMinutes: 4,
    },
    {
      slug: 'omega-3-a-zdravie-srdca',
      title: 'Omega-3 a zdravie srdca',
      perex: 'EPA a DHA prispievajú k správnej činnosti srdca pri dennom príjme 250 mg.',
      imagePath: '/images/blog/omega-3-a-zdravie-srdca.webp',
      publishedAt: '2023-12-04T08:00:00Z',
      readingMinutes: 6,
    },
  ],
};

const czechArticle: BlogArticle = {
  slug: 'vitamin-d3-v-zime',
  title: 'Vitamín D3 v zimě: proč ho na severu doplňujeme',
  perex:
    'Od října do března je slunce v naší zeměpisné šířce příliš nízko, aby si tělo vytvořilo dost vitamínu D.',
  imagePath: '/images/blog/vitamin-d3-v-zime.webp',
  publishedAt: '2024-02-06T08:00:00Z',
  readingMinutes: 1,
  contentHtml:
    '<h2>Proč v zimě chybí</h2><p>Vitamín D si tělo vytváří v kůži působením UVB záření. V zimě ho v Česku není dost ani za jasného dne.</p>',
  related: [
    {
      slug: 'omega-3-pro-mozek',
      title: 'Omega-3 pro mozek',
      perex: 'DHA přispívá k udržení normální činnosti mozku při denním příjmu 250 mg.',
      imagePath: '/images/blog/omega-3-pro-mozek.webp',
      publishedAt: '2023-11-20T08:00:00Z',
      readingMinutes: 3,
    },
  ],
};

const meta = {
  title: 'Site/Blog/BlogArticlePage',
  component: BlogArticlePage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { article: slovakArticle },
} satisfies Meta<typeof BlogArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: slovakArticle.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Späť na blog' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByText('5 minút čítania')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Čo s tým robia Nóri' })).toBeVisible();
    const related = within(canvas.getByRole('region', { name: 'Súvisiace články' }));
    await expect(related.getAllByRole('article')).toHaveLength(2);
  },
};

export const Czech: Story = {
  globals: { locale: 'cs' },
  args: { article: czechArticle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: czechArticle.title })).toBeVisible();
    await expect(canvas.getByText('1 minuta čtení')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Související články' })).toBeVisible();
  },
};

export const WithoutRelatedArticles: Story = {
  globals: { locale: 'sk' },
  args: { article: { ...slovakArticle, related: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Súvisiace články' })).toBeNull();
  },
};
