import { EntryLayout } from '../../components/entry-layout.tsx';
import { EnrolPage } from '../../features/enrolment/components/enrol-page.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { enrolmentTexts } from '../texts/enrolment.ts';

/** The enrolment's texts before the page renders. */
export const loader = textsLoader(enrolmentTexts);

/** /operator/enrol#token=...: loaded on its own, the invited person's first page. */
export function Component() {
  return (
    <EntryLayout>
      <EnrolPage />
    </EntryLayout>
  );
}
