/** The condition documents both sites publish, under the same names. */
export const conditionNames = [
  'terms',
  'delivery-payment',
  'personal-data',
  'cookies',
  'loyalty-programme',
  'reviews',
] as const;

export type ConditionName = (typeof conditionNames)[number];
