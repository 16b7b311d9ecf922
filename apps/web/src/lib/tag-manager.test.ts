import { afterEach, describe, expect, it } from 'vitest';
import { createTagManagerTracker } from './tag-manager.ts';
import { applyTrackingConsent, registerTracker, trackEvent, trackPage } from './tracker.ts';

const scriptUrl = 'https://tags.example.net/gtm.js?id=GTM-TEST';
const scripts = () => document.head.querySelectorAll(`script[src="${scriptUrl}"]`);

describe('tag manager', () => {
  afterEach(() => {
    applyTrackingConsent(false);
    for (const script of scripts()) script.remove();
    delete window.dataLayer;
  });

  it('is loaded only once audience measurement is accepted, then gets pages and events', () => {
    registerTracker(() => createTagManagerTracker(scriptUrl));
    trackPage('/it/account/profile');
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();

    applyTrackingConsent(true);
    expect(scripts()).toHaveLength(1);
    trackEvent('menu-help', { path: '/it/' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
      { event: 'page_view', page_path: '/it/account/profile', page_tag: 'compte_profil' },
      { event: 'menu-help', path: '/it/' },
    ]);

    // Refused later: nothing more is pushed; accepted again: the script is not added twice.
    applyTrackingConsent(false);
    trackPage('/it/help');
    applyTrackingConsent(true);
    expect(scripts()).toHaveLength(1);
    expect(window.dataLayer?.filter((entry) => entry['page_path'] === '/it/help')).toHaveLength(1);
  });
});
