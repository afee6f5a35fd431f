/** The contact page's address; the same on both sites. */
export const CONTACT_PATH = '/kontakt';
