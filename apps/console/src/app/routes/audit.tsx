import { AuditPage } from '../../features/audit/components/audit-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/audit: the audit log. */
export function Component() {
  return (
    <Allowed action="audit.read">
      <AuditPage />
    </Allowed>
  );
}
