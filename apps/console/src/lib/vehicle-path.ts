/**
 * A vehicle's timeline page, relative to the console's base: the search links to it and the
 * timeline's move links to the plate the passages went to.
 */
export function timelinePath(country: string, plate: string): string {
  return `/vehicles/${encodeURIComponent(country)}/${encodeURIComponent(plate)}`;
}
