import { useLoaderData, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useReloadJourneys } from '../../features/journeys/api/reload-journeys.ts';
import { readStoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import { InProgressForm } from '../../features/prepayment/components/in-progress-form.tsx';
import { PrepaymentPage } from '../../features/prepayment/pages/prepayment-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/language.ts';
import { localizedPath } from '../../lib/paths.ts';
import { useAccount } from '../../lib/session.ts';
import type { InProgressLoaderData } from './in-progress-loader.ts';

/**
 * Spec 001: inprogress is the prepayment screen, for the stored ongoing trip, under its own title
 * and text (issue 26 item 7: not the prepayment page's, which is about credits). Once completed the
 * trip is priced on the server: the stored lookup it came from is reloaded (a customer's trips
 * are fetched again) and the trips list shows it payable (/journeys for a visitor, /travels for a
 * customer).
 */
export function InProgressRoute() {
  const { journey, plate, countryCode, sessionId, source } = useLoaderData<InProgressLoaderData>();
  const language = useLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { accountType } = useAccount();
  const reload = useReloadJourneys();
  const customer = accountType === 'customer';

  const onCompleted = async () => {
    const journeySet = source === 'lookup' ? readStoredJourneySet() : null;
    // A failed reload leaves the old list: the trip then shows ongoing until the next lookup.
    if (journeySet) await reload.mutateAsync(journeySet).catch(() => undefined);
    // /travels fetches a customer's trips on each visit; the cached ones are stale now anyway.
    if (customer) await queryClient.invalidateQueries({ queryKey: ['customer-journeys'] });
    await navigate(localizedPath(language, customer ? 'travels' : 'journeys'));
  };

  return (
    <PrepaymentPage
      plate={plate}
      countryCode={countryCode}
      about={{
        title: t('prepayment.inProgress.title'),
        paragraphs: [t('prepayment.inProgress.about')],
      }}
    >
      <InProgressForm
        journey={journey}
        plate={plate}
        plateCountry={countryCode}
        sessionId={sessionId}
        onCompleted={onCompleted}
      />
    </PrepaymentPage>
  );
}
