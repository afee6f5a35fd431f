import type { Website } from '@shop/config';

export type InfoValues = Record<
  'company' | 'companyId' | 'taxId' | 'address' | 'email' | 'phone' | 'domain',
  string
>;

type ValuesWebsite = Pick<Website, 'company' | 'contact' | 'phoneNumbers' | 'domain'>;

/** The seller's data that fills the placeholders of the information pages' texts. */
export function infoValues(website: ValuesWebsite): InfoValues {
  const { company } = website;
  return {
    company: company.name,
    companyId: company.registrationId,
    taxId: company.taxId,
    address: `${company.street}, ${company.zip} ${company.city}, ${company.country}`,
    email: website.contact.email,
    phone: website.phoneNumbers.default.readable,
    domain: website.domain,
  };
}
