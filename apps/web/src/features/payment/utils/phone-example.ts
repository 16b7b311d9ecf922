import { useEffect, useState } from 'react';

/**
 * An example mobile number of a country, written as its people dial it at home (issue 26 item 8:
 * the phone hint follows the chosen country, "06 12 34 56 78" in France, "312 345 6789" in
 * Italy). libphonenumber-js and its example numbers (~30 KiB compressed) load on demand, when the
 * billing form shows, not with the payment page.
 */
export async function loadPhoneExample(country: string): Promise<string | null> {
  const [{ getExampleNumber, isSupportedCountry }, examples] = await Promise.all([
    import('libphonenumber-js/min'),
    import('libphonenumber-js/mobile/examples'),
  ]);
  if (!isSupportedCountry(country)) return null;
  return getExampleNumber(country, examples.default)?.formatNational() ?? null;
}

/** The example of `country`, null while it loads or where there is none (the hint goes without). */
export function usePhoneExample(country: string): string | null {
  const [example, setExample] = useState<{ country: string; text: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    loadPhoneExample(country).then(
      (text) => {
        if (current) setExample({ country, text });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [country]);
  return example?.country === country ? example.text : null;
}
