const mebibyte = 1024 * 1024;

/** A file's size in the page's language: "340 kB", "1,2 MB" (MB meaning MiB, as the 5 MB limit). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < mebibyte) {
    const kilobytes = Math.max(1, Math.ceil(bytes / 1024));
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(kilobytes);
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / mebibyte);
}
