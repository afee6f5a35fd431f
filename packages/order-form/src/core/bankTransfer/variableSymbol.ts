/** Czech and Slovak payment orders take a variable symbol of at most ten digits. */
const VARIABLE_SYMBOL_MAX_DIGITS = 10;

/**
 * The variable symbol that pairs a transfer with its order: the order number's digits without
 * leading zeros (`SK-0000123` → `123`, `CZ-0004567` → `4567`). Banks drop leading zeros anyway, and
 * a shopper who types the symbol by hand types fewer digits. Throws for a number that has no digits
 * or more than ten: order numbers come from the shop's own API, so either is a programming error.
 */
export function variableSymbolOf(orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, '');
  if (digits === '') {
    throw new RangeError(`variableSymbolOf: order number ${JSON.stringify(orderNumber)} has no digits`);
  }
  const symbol = digits.replace(/^0+(?=\d)/, '');
  if (symbol.length > VARIABLE_SYMBOL_MAX_DIGITS) {
    throw new RangeError(
      `variableSymbolOf: order number ${JSON.stringify(orderNumber)} has more than ${VARIABLE_SYMBOL_MAX_DIGITS} digits`,
    );
  }
  return symbol;
}
