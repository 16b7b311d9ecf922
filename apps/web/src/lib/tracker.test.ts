import { afterEach, describe, expect, it, vi } from 'vitest';
import { installClickTracking } from './click-tracking.ts';
import { applyTrackingConsent, registerTracker, trackPage, type Tracker } from './tracker.ts';

describe('tracker', () => {
  afterEach(() => applyTrackingConsent(false));

  it('does not create the tracker before analytics consent', () => {
    const create = vi.fn<() => Tracker>(() => ({ page: vi.fn(), event: vi.fn() }));
    registerTracker(create);
    trackPage('/it/');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends pages and data-track clicks once consent is granted, and stops on refusal', () => {
    const tracker = { page: vi.fn(), event: vi.fn() };
    registerTracker(() => tracker);
    applyTrackingConsent(true);
    trackPage('/it/');
    expect(tracker.page).toHaveBeenCalledWith('/it/');

    document.body.innerHTML = '<a href="/it/alert" data-track="menu-subscribe"><span>x</span></a>';
    const uninstall = installClickTracking();
    // jsdom does not navigate; removed at once, since the next test files share this document
    // (isolate: false) and would find every click of theirs cancelled.
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.removeEventListener('click', stayOnPage);
    expect(tracker.event).toHaveBeenCalledWith(
      'menu-subscribe',
      expect.objectContaining({ href: '/it/alert' }),
    );

    const sent = tracker.page.mock.calls.length;
    applyTrackingConsent(false);
    trackPage('/it/other');
    expect(tracker.page).toHaveBeenCalledTimes(sent);
    uninstall();
  });

  it('sends the page on screen when consent comes after it, once', () => {
    const tracker = { page: vi.fn(), event: vi.fn() };
    registerTracker(() => tracker);
    trackPage('/it/account/profile');
    expect(tracker.page).not.toHaveBeenCalled();
    applyTrackingConsent(true);
    // The consent provider tells the choice again on later renders: no second tracker or view.
    applyTrackingConsent(true);
    expect(tracker.page).toHaveBeenCalledTimes(1);
    expect(tracker.page).toHaveBeenCalledWith('/it/account/profile');
  });
});
