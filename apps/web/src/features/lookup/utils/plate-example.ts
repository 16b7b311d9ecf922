/**
 * A plate as it is written in its country, for the lookup's hint (issue 26 item 2: the country
 * follows the page's language and the driver's last choice, and the example follows the country,
 * so an Italian driver is not shown a French plate). Current formats of the countries whose cars
 * this road sees most; other countries get a hint without an example.
 */
const plateExamples: Readonly<Record<string, string>> = {
  FR: 'AB-123-CD',
  IT: 'AB 123 CD',
  DE: 'M AB 1234',
  ES: '1234 BCD',
  BE: '1-ABC-123',
  CH: 'ZH 123456',
  GB: 'AB12 CDE',
  PT: 'AB-12-CD',
  LU: 'AB 1234',
  PL: 'WA 12345',
};

export const plateExampleOf = (countryCode: string): string | null =>
  plateExamples[countryCode] ?? null;
