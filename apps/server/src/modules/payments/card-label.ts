/** A card number as receipts and pages show it: its last four digits, e.g. "•••• 0001". */
export function maskedCardNumber(cardNumber: string): string {
  return `•••• ${cardNumber.slice(-4)}`;
}

/**
 * The masked number of a stored label. Fleet payments made before issue 26 item 9 stored the
 * card's type in front ("SHELL •••• 0001"), which the method line already names: it reads once.
 */
export function cardNumberLabel(stored: string): string {
  const masked = stored.indexOf('•');
  return masked > 0 ? stored.slice(masked) : stored;
}
