// SPEC §9 business constants that no package uses yet. A constant lives in the package that uses
// it (the session, A/B and tracking timings in @shop/tracking, the shell's in @shop/site, toasts
// and images in @shop/ui, the minimum age in @shop/order-form, the retried statuses in
// @shop/contracts' HTTP client); these move there when a package starts to use them.

/** Pay after delivery: the invoice is due within 14 days. */
export const PAY_AFTER_DELIVERY_DAYS = 14;
/** Customer support hours. */
export const SUPPORT_HOURS = { days: 'Mon-Fri', from: '08:00', to: '18:00' } as const;
