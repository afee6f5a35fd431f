import { formatMoney, interpolate, type LazyMessages, type Locale, plural } from '@shop/i18n';
import { Image } from '@shop/ui';
import { useId } from 'react';
import type { OfferFacts, OfferPack } from './core/offerFacts';
import './OfferHeader.css';

export type OfferHeaderText = LazyMessages['offers']['header'];

/** A picture of what the offer sells, served through the image route. */
export interface OfferImage {
  src: string;
  width: number;
  height: number;
}

export interface OfferHeaderProps {
  facts: OfferFacts;
  text: OfferHeaderText;
  locale: Locale;
  image: OfferImage;
  /** Level of the offer's title in the page's outline. */
  headingLevel?: 2 | 3;
  /** The picture is the page's largest first paint (an order page): fetched first. */
  priority?: boolean;
}

function money(locale: Locale, amount: number, currency: OfferFacts['currency']): string {
  return formatMoney(locale, amount / 100, currency);
}

/** "30 kapsúl na 1 mesiac", "12 × 30 kapsúl na 12 mesiacov", "10 kapsúl na 10 dní". */
export function packLine(locale: Locale, text: OfferHeaderText, pack: OfferPack): string {
  if (pack.capsules === null || pack.days === null) {
    return pack.quantity > 1
      ? interpolate(text.pieces, { count: pack.quantity, pack: pack.name })
      : pack.name;
  }
  const capsules = interpolate(plural(locale, pack.capsules, text.capsules), { count: pack.capsules });
  const counted =
    pack.quantity > 1 ? interpolate(text.pieces, { count: pack.quantity, pack: capsules }) : capsules;
  const months = pack.days % 30 === 0 ? pack.days / 30 : null;
  const lasts =
    months !== null
      ? interpolate(plural(locale, months, text.months), { count: months })
      : interpolate(plural(locale, pack.days, text.days), { count: pack.days });
  return `${counted} ${lasts}`;
}

/** What the shopper pays besides the items: delivery and the fee of paying after delivery. */
function extrasLines(locale: Locale, text: OfferHeaderText, facts: OfferFacts): string[] {
  if (facts.nothingToPay) return [text.nothingToPay];
  const lines: string[] = [];
  if (facts.shippingFree) lines.push(text.shippingFree);
  else if (facts.shippingFrom !== null) {
    lines.push(interpolate(text.shippingFrom, { price: money(locale, facts.shippingFrom, facts.currency) }));
  }
  if (facts.collectionFee !== null) {
    const price = money(locale, facts.collectionFee, facts.currency);
    lines.push(interpolate(facts.feeFreePayment ? text.collectionFee : text.collectionFeeOnly, { price }));
  } else {
    lines.push(text.paymentFree);
  }
  return lines;
}

/**
 * What an order page sells, above its form: the pack with a picture of it, what it costs (VAT
 * included, as EU price indication asks), what delivery and paying add, and for a pack paid in
 * instalments what each frequency costs and that nothing renews. Plain props, no context: the
 * server renders it into prerendered pages too.
 */
export function OfferHeader({
  facts,
  text,
  locale,
  image,
  headingLevel = 2,
  priority = false,
}: OfferHeaderProps) {
  const titleId = useId();
  const eyebrowId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const packs = facts.packs.map((pack) => packLine(locale, text, pack));
  const monthly = facts.frequencies.find((frequency) => frequency.count > 1);
  return (
    // Named by both lines: the offer's title alone may be the page's heading too.
    <section className="site-OfferHeader" aria-labelledby={`${eyebrowId} ${titleId}`}>
      <Image
        className="site-OfferHeader-image"
        src={image.src}
        alt={interpolate(text.imageAlt, { pack: packs.join(', ') })}
        width={image.width}
        height={image.height}
        sizes="96px md:128px"
        priority={priority}
        loading="eager"
      />
      <div className="site-OfferHeader-body">
        <p id={eyebrowId} className="site-OfferHeader-eyebrow">
          {text.title}
        </p>
        <Heading id={titleId} className="site-OfferHeader-title">
          {facts.title}
        </Heading>
        <ul className="site-OfferHeader-packs">
          {packs.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="site-OfferHeader-price">
          {facts.price === 0 ? text.free : money(locale, facts.price, facts.currency)}
        </p>
        {facts.frequencies.length > 0 ? (
          <div className="site-OfferHeader-frequencies">
            <p className="site-OfferHeader-label">{text.frequencies}</p>
            <ul>
              {facts.frequencies.map((frequency) => (
                <li key={frequency.id}>
                  {frequency.count > 1
                    ? interpolate(text.monthly, {
                        count: frequency.count,
                        amount: money(locale, frequency.amount, facts.currency),
                      })
                    : interpolate(text.yearly, { amount: money(locale, frequency.total, facts.currency) })}
                </li>
              ))}
            </ul>
            {monthly ? <p>{interpolate(text.noRenewal, { count: monthly.count })}</p> : null}
          </div>
        ) : null}
        <p className="site-OfferHeader-extras">
          {[...extrasLines(locale, text, facts), text.vatIncluded].join(' ')}
        </p>
      </div>
    </section>
  );
}
