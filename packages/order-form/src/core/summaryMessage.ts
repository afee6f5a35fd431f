import { type FieldErrors, missingValueCodes } from './issues';

export type SummaryMessageKey = 'incomplete' | 'check';

/**
 * Which summary text of SPEC §5 heads the error summary: 'incomplete' when a required value is
 * missing, 'check' when everything is filled but something is wrong, null when all is well.
 * The keys are those of `validation.summary` in the catalog.
 */
export function summaryMessageKey(fieldErrors: FieldErrors): SummaryMessageKey | null {
  const codes = Object.values(fieldErrors).flat();
  if (codes.length === 0) return null;
  return codes.some((code) => missingValueCodes.has(code)) ? 'incomplete' : 'check';
}
