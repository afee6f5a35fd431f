import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RenderedMail } from '../../../api/src/mail/templates/mailParts';
import { mailTextsOf } from '../../../api/src/mail/templates/mailTexts';
import { shopContactMessageMail, shopNewOrderMail } from '../../../api/src/mail/templates/shopMails';
import {
  orderConfirmationMail,
  paymentFailedMail,
  paymentReceivedMail,
  QR_CID,
} from '../../../api/src/mail/templates/shopperMails';
import { sampleContactMessage, sampleOrder, sampleSites } from './mailSamples';

type MailName =
  | 'confirmation-bank-transfer'
  | 'confirmation-card-unpaid'
  | 'confirmation-after-delivery'
  | 'payment-received'
  | 'payment-cancelled'
  | 'payment-timed-out'
  | 'shop-new-order'
  | 'shop-contact-message';

interface MailPreviewProps {
  site: 'sk' | 'cz';
  mail: MailName;
}

async function renderMail({
  site,
  mail,
}: MailPreviewProps): Promise<{ rendered: RenderedMail; qrSvg?: string }> {
  const texts = await mailTextsOf(site);
  const facts = sampleSites[site];
  switch (mail) {
    case 'confirmation-bank-transfer': {
      const order = sampleOrder(site, 'bank-transfer');
      return {
        rendered: orderConfirmationMail(texts, facts, order),
        qrSvg: order.bankTransfer!.instructions.qrSvg,
      };
    }
    case 'confirmation-card-unpaid':
      return { rendered: orderConfirmationMail(texts, facts, sampleOrder(site, 'card')) };
    case 'confirmation-after-delivery':
      return { rendered: orderConfirmationMail(texts, facts, sampleOrder(site, 'after-delivery')) };
    case 'payment-received':
      return { rendered: paymentReceivedMail(texts, facts, sampleOrder(site, 'card', true)) };
    case 'payment-cancelled':
      return { rendered: paymentFailedMail(texts, facts, sampleOrder(site, 'card'), 'cancelled') };
    case 'payment-timed-out':
      return { rendered: paymentFailedMail(texts, facts, sampleOrder(site, 'card'), 'timed-out') };
    case 'shop-new-order':
      return { rendered: shopNewOrderMail(texts, facts, sampleOrder(site, 'bank-transfer')) };
    case 'shop-contact-message':
      return { rendered: shopContactMessageMail(texts, facts, sampleContactMessage[site]) };
  }
}

/**
 * A mail as it is sent: its subject, the HTML part as a mail client shows it, and the plain-text
 * part. The preview shows the bank-transfer QR code from its SVG; the mail carries it as a PNG.
 */
function MailPreview({ rendered, qrSvg }: { rendered: RenderedMail; qrSvg?: string }) {
  const html = qrSvg
    ? rendered.html.replace(`cid:${QR_CID}`, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`)
    : rendered.html;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'minmax(0, 640px) minmax(0, 1fr)',
        padding: 16,
      }}
    >
      <h1 style={{ gridColumn: '1 / -1', fontSize: 18, margin: 0 }}>{rendered.subject}</h1>
      <iframe title="HTML" srcDoc={html} style={{ width: '100%', height: 900, border: '1px solid #ccc' }} />
      <section aria-label="Text">
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13, margin: 0 }}>{rendered.text}</pre>
      </section>
    </div>
  );
}

const meta = {
  title: 'Mails/Every mail',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
  args: { rendered: { subject: '', html: '', text: '', attachments: [] } },
  render: (_args, { loaded }) => <MailPreview {...(loaded as Awaited<ReturnType<typeof renderMail>>)} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

function mailStory(site: 'sk' | 'cz', mail: MailName, shows: RegExp): Story {
  return {
    loaders: [() => renderMail({ site, mail })],
    play: async ({ canvasElement }) => {
      const text = within(canvasElement).getByRole('region', { name: 'Text' });
      await expect(text.textContent).toMatch(shows);
    },
  };
}

export const SlovakConfirmationBankTransfer = mailStory(
  'sk',
  'confirmation-bank-transfer',
  /Variabilný symbol: 123/,
);
export const CzechConfirmationBankTransfer = mailStory(
  'cz',
  'confirmation-bank-transfer',
  /Variabilní symbol: 123/,
);
export const SlovakConfirmationCardUnpaid = mailStory(
  'sk',
  'confirmation-card-unpaid',
  /dodatecna-platba-kartou/,
);
export const CzechConfirmationCardUnpaid = mailStory(
  'cz',
  'confirmation-card-unpaid',
  /dodatecna-platba-kartou/,
);
export const SlovakConfirmationAfterDelivery = mailStory(
  'sk',
  'confirmation-after-delivery',
  /Výdajné miesto/,
);
export const CzechConfirmationAfterDelivery = mailStory('cz', 'confirmation-after-delivery', /Výdejní místo/);
export const SlovakPaymentReceived = mailStory('sk', 'payment-received', /prijali sme Vašu platbu/);
export const CzechPaymentReceived = mailStory('cz', 'payment-received', /přijali jsme Vaši platbu/);
export const SlovakPaymentCancelled = mailStory('sk', 'payment-cancelled', /Zaplatiť znova/);
export const CzechPaymentCancelled = mailStory('cz', 'payment-cancelled', /Zaplatit znovu/);
export const SlovakPaymentTimedOut = mailStory('sk', 'payment-timed-out', /vypršala/);
export const CzechPaymentTimedOut = mailStory('cz', 'payment-timed-out', /vypršela/);
export const SlovakShopNewOrder = mailStory('sk', 'shop-new-order', /jan\.kovac@azet\.sk/);
export const CzechShopNewOrder = mailStory('cz', 'shop-new-order', /jana\.novakova@seznam\.cz/);
export const SlovakShopContactMessage = mailStory('sk', 'shop-contact-message', /zmena doručenia/);
export const CzechShopContactMessage = mailStory('cz', 'shop-contact-message', /produkt/);
