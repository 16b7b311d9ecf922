import { useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../components/error-alert.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { signOut } from '../features/session/api/sign-out.ts';
import { isApiError } from '../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../lib/error-message.ts';
import { isFreshCheckPassed } from '../lib/fresh-check.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useStaffSession } from './guards/use-staff-session.ts';
import { useCurrentSectionInSight } from './current-section.ts';
import { sectionsAllowed } from './sections.ts';

/** The frame of every signed-in page: who is signed in, the sections they may open, sign-out. */
export function Shell() {
  const session = useStaffSession();
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const linked = sectionsAllowed(session.actions).filter((section) => section.path);
  const sections = useRef<HTMLUListElement>(null);
  useCurrentSectionInSight(sections, location.pathname);

  async function leave() {
    setLeaving(true);
    setError(null);
    try {
      await signOut(language);
    } catch (failure) {
      // A session already over (401) is signed out; anything else may still be open: say so.
      if (!isApiError(failure) || failure.status !== 401) {
        setError(errorMessageKey(failure));
        setLeaving(false);
        return;
      }
    }
    await navigate('/sign-in', { replace: true });
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      <header className="shell-header">
        <p className="brand">{t('app.title')}</p>
        <div className="who">
          <p>{t('shell.signedInAs', { name: session.name })}</p>
          <p>
            {t('shell.roles', {
              roles: session.roles.map((role) => t(`roles.${role}`)).join(', '),
            })}
          </p>
        </div>
        <Link to="/passkeys">{t('shell.myPasskeys')}</Link>
        <LanguageSwitch />
        {/* A native button: React Aria's pressables inject a <style> element the CSP refuses. */}
        <button
          type="button"
          onClick={() => void leave()}
          disabled={leaving}
          className="button secondary"
        >
          {t('shell.signOut')}
        </button>
      </header>
      <nav aria-label={t('shell.navigation')} className="shell-nav">
        <ul ref={sections}>
          <li>
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
          </li>
          {linked.map((section) => (
            <li key={section.action}>
              <NavLink to={section.path ?? '/'}>{t(section.title)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" className="shell-main">
        <ErrorAlert message={error ? t(error) : null} />
        {isFreshCheckPassed(location.state) ? (
          <p role="status" className="notice">
            {t('freshCheck.passed')}
          </p>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
