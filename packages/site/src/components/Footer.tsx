import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Button, Link } from '@shop/ui';
import { useId } from 'react';
import { BLOG_PATH } from '../blog/blogPaths';
import { conditionPath } from '../conditions/conditionPaths';
import { requestConsentSettings } from '../consent/consentEvent';
import { CONTACT_PATH } from '../contact/contactPath';
import { ACCESSIBILITY_STATEMENT_PATH } from '../info/infoPaths';
import { useWebsite } from '../SiteContext';
import { FooterPanel } from './FooterPanel';
import { Logo } from './Logo';
import { PaymentMarks } from './PaymentMarks';
import { ReviewsExplained } from './ReviewsExplained';
import './Footer.css';

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((item) => <p key={item}>{item}</p>);
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** The site footer of SPEC §2: company, contacts, payment marks, information panels and links. */
export function Footer() {
  const texts = useLazyMessages('siteFooter');
  const website = useWebsite();
  const text = texts.footer;
  const panels = texts.panels;
  const { company, contact, phoneNumbers } = website;
  const companyId = useId();
  const contactId = useId();
  const infoId = useId();
  return (
    <footer className="site-Footer">
      <div className="site-Footer-inner">
        <div className="site-Footer-brand">
          <Logo size="sm" alt={website.productName} />
          <p className="site-Footer-cards">{text.cardPayments}</p>
          <PaymentMarks />
        </div>

        <section className="site-Footer-section" aria-labelledby={companyId}>
          <h2 id={companyId} className="site-Footer-title">
            {text.companyTitle}
          </h2>
          <address className="site-Footer-address">
            <strong>{company.name}</strong>
            <span>{company.street}</span>
            <span>
              {company.zip} {company.city}
            </span>
            <span>{company.country}</span>
            <span>{interpolate(text.registrationId, { value: company.registrationId })}</span>
            <span>{interpolate(text.taxId, { value: company.taxId })}</span>
          </address>
        </section>

        <section className="site-Footer-section" aria-labelledby={contactId}>
          <h2 id={contactId} className="site-Footer-title">
            {text.contactTitle}
          </h2>
          <dl className="site-Footer-contacts">
            <dt>{text.phoneLabel}</dt>
            <dd>
              <Link href={`tel:${phoneNumbers.default.raw}`}>{phoneNumbers.default.readable}</Link>
            </dd>
            <dt>{text.emailLabel}</dt>
            <dd>
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </dd>
            <dt>{text.websiteLabel}</dt>
            <dd>
              <Link href={contact.websiteUrl}>{displayUrl(contact.websiteUrl)}</Link>
            </dd>
          </dl>
        </section>

        <section className="site-Footer-section" aria-labelledby={infoId}>
          <h2 id={infoId} className="site-Footer-title">
            {text.infoTitle}
          </h2>
          <ul className="site-Footer-links">
            {website.footer.showTerms ? (
              <li>
                <FooterPanel label={text.terms} title={panels.termsTitle}>
                  <Paragraphs items={panels.terms} />
                  <p>
                    <Link href={conditionPath(website.paths.conditions, 'terms')}>{panels.termsLink}</Link>
                  </p>
                </FooterPanel>
              </li>
            ) : null}
            {website.footer.showDeliveryPayment ? (
              <li>
                <FooterPanel label={text.deliveryPayment} title={panels.deliveryPaymentTitle}>
                  <Paragraphs items={panels.delivery} />
                  <Paragraphs items={panels.payment} />
                </FooterPanel>
              </li>
            ) : null}
            <li>
              <Link href={website.paths.cookiesPersonalData}>{text.cookiesPersonalData}</Link>
            </li>
            <li>
              <Link href={website.paths.reviews}>{text.reviews}</Link>
            </li>
            <li>
              <Link href={BLOG_PATH}>{text.blog}</Link>
            </li>
            <li>
              <Link href={CONTACT_PATH}>{text.contactLink}</Link>
            </li>
            <li>
              <Link href={ACCESSIBILITY_STATEMENT_PATH}>{text.accessibility}</Link>
            </li>
            <li>
              <FooterPanel label={text.reviewsInfo} title={texts.reviewsPopup.title}>
                <ReviewsExplained />
              </FooterPanel>
            </li>
            <li>
              <Button
                variant="secondary"
                className="site-Footer-button"
                onPress={() => requestConsentSettings(window)}
              >
                {text.cookieSettings}
              </Button>
            </li>
          </ul>
        </section>
      </div>
    </footer>
  );
}
