import { AuditPage } from '../../features/audit/components/audit-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { auditTexts } from '../texts/audit.ts';

/** The audit log's texts before the page renders. */
export const loader = textsLoader(auditTexts);

/** /operator/audit: the audit log. */
export function Component() {
  return (
    <Allowed action="audit.read">
      <AuditPage />
    </Allowed>
  );
}
