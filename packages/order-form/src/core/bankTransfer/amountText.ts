/**
 * An amount in minor units (cents, haléře) as payment codes write it: whole units, a dot and two
 * decimals (`598800` → `5988.00`, `150` → `1.50`). Integer arithmetic, so no float ever rounds a
 * haléř away.
 */
export function amountText(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0) {
    throw new RangeError(`amount must be a positive whole number of minor units, got ${minorUnits}`);
  }
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
}
