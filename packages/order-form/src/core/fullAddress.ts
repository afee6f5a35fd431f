import { normalizeZip } from './zipCode';

/** The address fields of the form, as typed: the separate street and number, or the combined one. */
export interface AddressValues {
  street: string;
  houseNumber: string;
  streetAndNumber: string;
  city: string;
  zip: string;
}

/**
 * The delivery address on one line, as a courier reads it on the label: `Hlavná 12, 821 09
 * Bratislava`. The combined street field wins when filled (the offer asked for it); a five-digit
 * zip is written `NNN NN` whichever way it was typed; parts left empty are left out.
 */
export function fullAddress(values: AddressValues): string {
  const street =
    values.streetAndNumber.trim() ||
    [values.street.trim(), values.houseNumber.trim()].filter(Boolean).join(' ');
  const zip = values.zip.trim();
  const place = [normalizeZip(zip) ?? zip, values.city.trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
