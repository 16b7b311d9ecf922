/**
 * The date inputs' days (yyyy-mm-dd, the visitor's own calendar) and the API's instants: a day
 * starts at local midnight, as a fleet manager means "from the 3rd".
 */
export function instantOfDay(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

export function dayOfInstant(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function today(now = new Date()): string {
  return dayOfInstant(now.toISOString());
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day the API takes (2000 to 2100, the contract's bound), as the date input gives it. */
export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 && !Number.isNaN(Date.parse(`${value}T00:00:00`));
}
