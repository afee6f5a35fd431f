// The contact message's choices and limits: the API's schema is built from them, and the contact
// form checks the same before sending, so nobody types in vain.

/** New or existing customer, in the order the form offers them. */
export const contactCustomerTypes = ['new', 'existing'] as const;
export type ContactCustomerType = (typeof contactCustomerTypes)[number];

/** Loyalty programme information, package shipping adjustment, product information, other. */
export const contactQuestionTypes = ['loyalty', 'shipping-change', 'product', 'other'] as const;
export type ContactQuestionType = (typeof contactQuestionTypes)[number];

/** The most characters each text may have, after trimming. */
export const contactLimits = { name: 120, email: 254, customerNumber: 20, message: 5000 } as const;

/** A customer number: digits, letters and dashes. */
export const customerNumberPattern = /^[\dA-Za-z-]+$/;
