// What the bench's shopper reads in the order form (its labels, from the site's own catalog, so a
// reworded label is followed) and what they type (a valid address of the site's country).

// Imported when asked for: the catalogs are the built `@shop/i18n`, which a unit test of the
// person alone does not need.
const CATALOGS = {
  sk: async () => (await import('@shop/i18n/sk')).skLazyMessages,
  cz: async () => (await import('@shop/i18n/cs')).csLazyMessages,
};

/** The shopper of each site: a real town with its zip, a mobile number of the site's prefix. */
const PEOPLE = {
  sk: { street: 'Hlavná', city: 'Bratislava', zip: '821 09', mobilePrefix: '9', domain: 'example.sk' },
  cz: { street: 'Hlavní', city: 'Praha 10', zip: '100 00', mobilePrefix: '6', domain: 'example.cz' },
};

/** The order form's texts of `app` (`sk` or `cz`) that the flow finds its controls by. */
export async function orderFlowTexts(app) {
  const catalog = CATALOGS[app];
  if (!catalog) throw new Error(`No catalog for the site ${app}`);
  const orderForm = await (await catalog()).orderForm();
  return {
    fields: orderForm.fields,
    buttons: orderForm.buttons,
    headings: {
      delivery: orderForm.steps.delivery,
      shippingPayment: orderForm.steps.shippingPayment,
      summary: orderForm.summary.title,
    },
    shipping: orderForm.shipping.parcelPost.name,
    payment: orderForm.payment.afterDelivery.name,
  };
}

/**
 * A shopper no earlier order names (free trials are refused to the same person, email or phone),
 * `serial` being six digits that differ between runs. Born 1980, so over 18 for years to come.
 */
export function orderFlowPerson(app, serial) {
  const person = PEOPLE[app];
  const digits = String(serial).padStart(8, '0').slice(-8);
  return {
    firstName: 'Jana',
    lastName: 'Skúšobná',
    company: 'Testovacia firma',
    street: person.street,
    houseNumber: '12',
    streetAndNumber: `${person.street} 12`,
    city: person.city,
    zip: person.zip,
    phone: `${person.mobilePrefix}${digits}`,
    email: `jana.${digits}@${person.domain}`,
    birthDate: '1.2.1980',
  };
}

/** The fields of step 1 in the order a shopper fills them; the flow skips those the form lacks. */
export const DELIVERY_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'streetAndNumber',
  'city',
  'zip',
  'phone',
  'email',
  'birthDate',
];
