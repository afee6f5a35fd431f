import type { TestimonialSummary } from '@shop/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { ReviewCard } from './ReviewCard';
import './Reviews.css';

const slovakReview: TestimonialSummary = {
  slug: 'jana-z-trnavy',
  name: 'Jana',
  city: 'Trnava',
  age: 54,
  label: 'verified-customer',
  rating: 5,
  title: 'Zima bez únavy',
  excerpt: 'Nordlys užívam tretiu zimu. Kapsuly sa dobre prehĺtajú a nemajú rybaciu pachuť.',
  publishedAt: '2024-11-18T09:00:00Z',
};

const czechReview: TestimonialSummary = {
  slug: 'jana-z-brna',
  name: 'Jana',
  city: 'Brno',
  label: 'verified-customer',
  rating: 4,
  title: 'Zima bez únavy',
  excerpt: 'Nordlys užívám třetí zimu. Kapsle se dobře polykají a nemají rybí pachuť.',
  publishedAt: '2024-11-18T09:00:00Z',
};

const meta = {
  title: 'Site/Reviews/ReviewCard',
  component: ReviewCard,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
  args: { review: slovakReview },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <ReviewCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiedCustomer: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zima bez únavy' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Hodnotenie 5 z 5' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Overený zákazník: čo toto označenie znamená' }),
    ).toHaveAttribute('href', '/podmienky/reviews');
    await expect(canvas.getByRole('link', { name: 'Prečítať celú recenziu' })).toHaveAttribute(
      'href',
      '/recenzie/jana-z-trnavy',
    );
    await expect(canvas.getByText('Jana, Trnava')).toBeVisible();
  },
};

export const Partner: Story = {
  globals: { locale: 'sk' },
  args: {
    review: {
      ...slovakReview,
      slug: 'lekarnik-martin',
      name: 'Martin',
      city: 'Žilina',
      label: 'partner',
      rating: 5,
      title: 'Odporúčam ho aj v lekárni',
      excerpt: 'Ako lekárnik sledujem zloženie. Oceňujem, že výrobca uvádza pôvod rybieho oleja.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Partner: čo toto označenie znamená' }),
    ).toBeVisible();
  },
};

export const UnverifiedCustomer: Story = {
  globals: { locale: 'sk' },
  args: {
    review: {
      ...slovakReview,
      slug: 'peter-z-kosic',
      name: 'Peter',
      city: 'Košice',
      label: 'unverified-customer',
      rating: 3,
      title: 'Zatiaľ bez veľkej zmeny',
      excerpt: 'Užívam ho druhý mesiac, účinok zatiaľ necítim, ale balenie prišlo rýchlo.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Neoverený zákazník: čo toto označenie znamená' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Hodnotenie 3 z 5' })).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: 'sk' },
  args: {
    review: {
      ...slovakReview,
      slug: 'maria-z-banskej-bystrice',
      name: 'Mária Hrušovská-Vlčková',
      city: 'Banská Bystrica',
      title:
        'Po dlhom hľadaní konečne doplnok, ktorý mi vyhovuje, a to nielen chuťou, ale aj veľkosťou kapsúl',
      excerpt:
        'Vyskúšala som už niekoľko rybích olejov z lekárne aj z internetu a pri väčšine mi vadila pachuť, ktorá sa vracala ešte hodiny po užití. Pri Nordlyse nič také nemám. Kapsuly sú menšie, než som čakala, a užívam ich ráno pri raňajkách spolu s vitamínom D3 a K2, ktoré sú už v zložení. Oceňujem aj to, že balenie chodí pravidelne a keď som potrebovala zmeniť adresu, stačil jeden telefonát.',
    },
  },
};

export const VerifiedCustomerCzech: Story = {
  globals: { locale: 'cs' },
  args: { review: czechReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Ověřený zákazník: co toto označení znamená' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Přečíst celou recenzi' })).toHaveAttribute(
      'href',
      '/recenze/jana-z-brna',
    );
  },
};

export const PartnerCzech: Story = {
  globals: { locale: 'cs' },
  args: {
    review: {
      ...czechReview,
      slug: 'lekarnik-tomas',
      name: 'Tomáš',
      city: 'Olomouc',
      label: 'partner',
      title: 'Doporučuji ho i v lékárně',
      excerpt: 'Jako lékárník sleduji složení. Oceňuji, že výrobce uvádí původ rybího oleje.',
    },
  },
};

export const UnverifiedCustomerCzech: Story = {
  globals: { locale: 'cs' },
  args: {
    review: {
      ...czechReview,
      slug: 'pavel-z-plzne',
      name: 'Pavel',
      city: 'Plzeň',
      label: 'unverified-customer',
      rating: 3,
      title: 'Zatím bez velké změny',
      excerpt: 'Užívám ho druhý měsíc, účinek zatím necítím, ale balení přišlo rychle.',
    },
  },
};

export const LongTextCzech: Story = {
  globals: { locale: 'cs' },
  args: {
    review: {
      ...czechReview,
      slug: 'marie-z-ceskych-budejovic',
      name: 'Marie Procházková-Veselá',
      city: 'České Budějovice',
      title:
        'Po dlouhém hledání konečně doplněk, který mi vyhovuje, a to nejen chutí, ale i velikostí kapslí',
      excerpt:
        'Vyzkoušela jsem už několik rybích olejů z lékárny i z internetu a u většiny mi vadila pachuť, která se vracela ještě hodiny po užití. U Nordlysu nic takového nemám. Kapsle jsou menší, než jsem čekala, a užívám je ráno u snídaně spolu s vitamínem D3 a K2, které už jsou ve složení. Oceňuji i to, že balení chodí pravidelně, a když jsem potřebovala změnit adresu, stačil jeden telefonát.',
    },
  },
};
