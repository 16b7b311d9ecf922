import { EntryLayout } from '../../components/entry-layout.tsx';
import { EnrolPage } from '../../features/enrolment/components/enrol-page.tsx';

/** /operator/enrol#token=...: loaded on its own, the invited person's first page. */
export function Component() {
  return (
    <EntryLayout>
      <EnrolPage />
    </EntryLayout>
  );
}
