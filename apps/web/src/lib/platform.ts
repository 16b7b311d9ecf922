/** iPhone, iPad and iPod, including iPadOS that reports itself as a Mac with touch. */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent) || /iPad|iPhone|iPod/.test(nav.platform)) return true;
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}

/** Spec 000 section 9: the viewport zoom is limited to 1.0 on iOS devices. */
export function limitZoomOnIOS(doc: Document = document, nav: Navigator = navigator): void {
  if (!isIOS(nav)) return;
  const viewport = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (viewport && !viewport.content.includes('maximum-scale')) {
    viewport.content = `${viewport.content}, maximum-scale=1.0`;
  }
}
