import type { OrderFormConfig } from '@shop/contracts';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { offerFactsOf } from './core/offerFacts';
import { packImageOf } from './core/packImage';
import { OfferHeader } from './OfferHeader';

/**
 * The offer header of a loaded configuration, in the page's language; `priority` on an order
 * page, where its picture is the largest first paint.
 */
export function OrderOfferHeader({
  config,
  priority = false,
}: {
  config: OrderFormConfig;
  priority?: boolean;
}) {
  const { locale } = useI18n();
  const text = useLazyMessages('offers').header;
  return (
    <OfferHeader
      facts={offerFactsOf(config)}
      text={text}
      locale={locale}
      image={packImageOf(config.offer.items)}
      priority={priority}
    />
  );
}
