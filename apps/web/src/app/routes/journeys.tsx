import { useLoaderData } from 'react-router';
import { JourneysPage } from '../../features/journeys/pages/journeys-page.tsx';
import type { StoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';

export function JourneysRoute() {
  return <JourneysPage journeySet={useLoaderData<StoredJourneySet>()} />;
}
