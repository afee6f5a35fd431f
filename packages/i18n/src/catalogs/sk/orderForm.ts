export const orderForm = {};
