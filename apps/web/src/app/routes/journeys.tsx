import { useLoaderData } from 'react-router';
import { JourneysPage } from '../../features/journeys/pages/journeys-page.tsx';
import type { StoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';

/** A set reloaded from the server (a new session) starts the page afresh, with the default selection. */
export function JourneysRoute() {
  const journeySet = useLoaderData<StoredJourneySet>();
  return <JourneysPage key={journeySet.sessionId} journeySet={journeySet} />;
}
