import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';
import { sectionsAllowed } from '../sections.ts';

/** The console's home: a welcome and the sections the person's roles open. */
export function Component() {
  const session = useStaffSession();
  const { t } = useI18n();
  const sections = sectionsAllowed(session.actions);
  return (
    <>
      <PageHeading>{t('home.title', { name: session.name })}</PageHeading>
      {sections.length > 0 ? (
        <>
          <p>{t('home.intro')}</p>
          <ul className="section-list">
            {sections.map((section) => (
              <li key={section.action}>{t(section.title)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('home.none')}</p>
      )}
    </>
  );
}
