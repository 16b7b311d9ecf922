import { useMutation } from '@tanstack/react-query';
import { routes, type JourneySet, type Language, type LookupTarget } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface JourneyLookup {
  target: LookupTarget;
  captchaToken: string;
}

/** GET /detailedJourneys (type detailed) for a plate + country or a case number, with the captcha. */
export function lookupJourneys(
  language: Language,
  { target, captchaToken }: JourneyLookup,
): Promise<JourneySet> {
  const query =
    target.kind === 'plate'
      ? { plate: target.plate, country: target.countryCode, captchaToken }
      : { caseNumber: target.caseNumber, captchaToken };
  return apiRequest<JourneySet>(routes.detailedJourneys, { language, query });
}

export function useLookupJourneys() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (lookup: JourneyLookup) => lookupJourneys(language, lookup),
  });
}
