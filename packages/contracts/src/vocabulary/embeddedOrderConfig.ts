/**
 * The id of the `<script type="application/json">` in which a server puts the order form
 * configuration (`OrderFormConfig`) of a prerendered page, so its script need not ask the API.
 */
export const EMBEDDED_ORDER_CONFIG_ID = 'shop-order-config';
