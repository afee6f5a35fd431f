/** The A/B test's variant letters: a test runs with the first 1 to 4 of them. */
export const abVariants = ['a', 'b', 'c', 'd'] as const;
export type AbVariant = (typeof abVariants)[number];

/** True for one of the four variant letters, whatever the test's variant amount. */
export function isAbVariant(value: unknown): value is AbVariant {
  return abVariants.some((variant) => variant === value);
}
