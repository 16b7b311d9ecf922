const plateMinLength = 2;
const plateMaxLength = 12;
const platePattern = new RegExp(`^[A-Z0-9]{${plateMinLength},${plateMaxLength}}$`);

/**
 * A registration number as stored and compared: spaces and dashes removed, upper case, then only
 * the letters A-Z and digits, 2 to 12 of them. Null when the text cannot be a plate.
 * "ab-123 cd" -> "AB123CD".
 */
export function normalisePlate(raw: string): string | null {
  const plate = raw.replace(/[\s-]+/g, '').toUpperCase();
  return platePattern.test(plate) ? plate : null;
}
