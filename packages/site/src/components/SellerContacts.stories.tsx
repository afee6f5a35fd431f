import { csLazyMessages } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../stories/withRouter';
import { czWebsite, skWebsite } from '../test/websites';
import { SellerContacts } from './SellerContacts';

const csOrderPages = await csLazyMessages.orderPages();

const skErrorPage = sk.shell.errorPage;

const meta = {
  title: 'Site/SellerContacts',
  component: SellerContacts,
  decorators: [withRouter],
  args: {
    text: {
      title: skErrorPage.contactTitle,
      phoneLabel: skErrorPage.phoneLabel,
      emailLabel: skErrorPage.emailLabel,
    },
    phone: skWebsite.phoneNumbers.errorPage,
  },
} satisfies Meta<typeof SellerContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorPageSlovak: Story = {
  globals: { locale: 'sk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('region', { name: skErrorPage.contactTitle });
    await expect(within(block).getByRole('link', { name: '+421 2 330 011 04' })).toHaveAttribute(
      'href',
      'tel:+421233001104',
    );
    await expect(within(block).getByRole('link', { name: 'info@nordlys.sk' })).toBeVisible();
  },
};

export const WithOfficeHoursCzech: Story = {
  args: { text: csOrderPages.contacts, phone: czWebsite.phoneNumbers.trialPage },
  globals: { locale: 'cs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('region', { name: csOrderPages.contacts.title });
    await expect(within(block).getByText(csOrderPages.contacts.hours)).toBeVisible();
    await expect(within(block).getByRole('link', { name: 'info@nordlys.cz' })).toBeVisible();
  },
};
