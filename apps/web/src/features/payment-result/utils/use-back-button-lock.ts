import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';

interface LockState {
  backButtonLock?: boolean;
}

/**
 * Spec 001: the browser back button is disabled on the result pages (going back would reach the
 * PSP's pages or the processing page again). The entry before this page may belong to another
 * document (the PSP), where no script can stop the browser, so the page first pushes a copy of
 * itself through the router: "back" then lands on the copy, inside the app. The router's blocker
 * refuses every POP navigation (it steps the history forward again) and the page stays as it is.
 * Links and buttons (PUSH, REPLACE) still navigate.
 */
export function useBackButtonLock(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The page the copy was pushed for: the route stays mounted from one result page to another.
  const pushedFor = useRef<string | null>(null);
  const locked = (location.state as LockState | null)?.backButtonLock === true;

  useEffect(() => {
    if (locked || pushedFor.current === location.pathname) return;
    pushedFor.current = location.pathname;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { backButtonLock: true } satisfies LockState },
    );
  }, [locked, navigate, location.pathname, location.search, location.hash]);

  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}
