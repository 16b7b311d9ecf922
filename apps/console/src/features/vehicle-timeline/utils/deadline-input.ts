/** A day and time as <input type="datetime-local"> holds it, in the person's time zone. */
export function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant of a datetime-local value (the person's time zone), or null if not a date. */
export function instantOfInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What the dialog proposes: a week after the current deadline, or after now if that is past. */
export function proposedDeadline(current: string, now: Date): Date {
  const from = Math.max(new Date(current).getTime(), now.getTime());
  return new Date(from + 7 * 24 * 3_600_000);
}
