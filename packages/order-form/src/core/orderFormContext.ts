import { type PaymentFrequency, paymentFrequencies } from './paymentFrequency';
import { type PaymentMethodId, paymentMethodIds } from './paymentMethods';
import type { PhonePrefix } from './phoneNumber';
import { type ShippingMethodId, shippingMethodIds } from './shippingMethods';
import type { Country } from './zipCode';

/** What the rules need to know beyond the values: the site, the moment and the offer. */
export interface OrderFormContext {
  /** The site's country: decides the zip rule, the default phone prefix and the time zone. */
  country: Country;
  /** The moment of checking; the customer's age is counted on this day. */
  now: Date;
  /** IANA zone for the age check; defaults to the capital of `country`. */
  timeZone?: string;
  /** The offer is paid in instalments and asks monthly or yearly. Default false. */
  requiresPaymentFrequency?: boolean;
  /** SPEC §3 marks the company with an asterisk, so it is required unless an offer says otherwise. */
  companyRequired?: boolean;
  /** Street and house number as two fields, or the single combined field. Default 'separate'. */
  addressFields?: 'separate' | 'combined';
  /** The ways of delivery the offer allows right now; any other fails the check. Default: all six. */
  shippingMethods?: readonly ShippingMethodId[];
  /** The ways of paying the offer allows right now. Default: all three. */
  paymentMethods?: readonly PaymentMethodId[];
  /** The frequencies the offer offers, when it asks for one. Default: both. */
  paymentFrequencies?: readonly PaymentFrequency[];
}

export type ResolvedOrderFormContext = Required<OrderFormContext> & { phonePrefix: PhonePrefix };

const countryDefaults: Record<Country, { timeZone: string; phonePrefix: PhonePrefix }> = {
  cz: { timeZone: 'Europe/Prague', phonePrefix: '+420' },
  sk: { timeZone: 'Europe/Bratislava', phonePrefix: '+421' },
};

export function resolveOrderFormContext(context: OrderFormContext): ResolvedOrderFormContext {
  const defaults = countryDefaults[context.country];
  return {
    country: context.country,
    now: context.now,
    timeZone: context.timeZone ?? defaults.timeZone,
    requiresPaymentFrequency: context.requiresPaymentFrequency ?? false,
    companyRequired: context.companyRequired ?? true,
    addressFields: context.addressFields ?? 'separate',
    shippingMethods: context.shippingMethods ?? shippingMethodIds,
    paymentMethods: context.paymentMethods ?? paymentMethodIds,
    paymentFrequencies: context.paymentFrequencies ?? paymentFrequencies,
    phonePrefix: defaults.phonePrefix,
  };
}
