import type { ReactNode } from 'react';
import type { StaffAction } from '@portico/contract';
import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStaffSession } from './use-staff-session.ts';

/**
 * A page of a section: its content only for a person whose actions include the section's,
 * otherwise a "not allowed" page (the server refuses the calls anyway; this keeps the screen
 * honest).
 */
export function Allowed({ action, children }: { action: StaffAction; children: ReactNode }) {
  const { actions } = useStaffSession();
  const { t } = useI18n();
  if (actions.includes(action)) return children;
  return (
    <>
      <PageHeading>{t('notAllowed.title')}</PageHeading>
      <p>{t('notAllowed.text')}</p>
    </>
  );
}
