import { describe, expect, it } from 'vitest';
import { isMobileBrowser } from './mobile-browser.ts';

/** Issue 26 item 18: Paybox's responsive page (PBX_SOURCE=RWD) for phones and tablets. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('isMobileBrowser', () => {
  it.each([
    ['an iPhone', { 'user-agent': IPHONE }, true],
    ['an Android phone', { 'user-agent': ANDROID }, true],
    ['a desktop browser', { 'user-agent': DESKTOP }, false],
    ['no user agent', {}, false],
    [
      'the client hint ?1 over a desktop agent',
      { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP },
      true,
    ],
    [
      'the client hint ?0 over a mobile agent',
      { 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID },
      false,
    ],
  ])('tells %s', (_name, headers, mobile) => {
    expect(isMobileBrowser(headers)).toBe(mobile);
  });
});
