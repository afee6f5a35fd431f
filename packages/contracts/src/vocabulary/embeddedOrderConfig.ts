/**
 * The id of the `<script type="application/json">` in which a server puts the order form
 * configuration (`OrderFormConfig`) of a prerendered page, so its script need not ask the API.
 */
export const EMBEDDED_ORDER_CONFIG_ID = 'shop-order-config';

/**
 * A prerendered page that sells an offer holds its offer header between these two comments,
 * empty when built; a server that knows the offer's current configuration renders the header
 * (`renderOfferHeader` of the site's server bundle) in between, so prices paint with the HTML.
 */
export const OFFER_HEADER_START = '<!--shop-offer-header-->';
export const OFFER_HEADER_END = '<!--/shop-offer-header-->';
