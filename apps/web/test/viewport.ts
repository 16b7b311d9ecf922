/**
 * jsdom has no layout: this matchMedia evaluates min-width/max-width queries against a width the
 * test sets, and notifies listeners when it changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => part.trim().replace(/^\(|\)$/g, ''))
    .every((condition) => {
      const [feature = '', value = ''] = condition.split(':').map((text) => text.trim());
      const pixels = Number.parseFloat(value);
      if (feature === 'min-width') return width >= pixels;
      if (feature === 'max-width') return width <= pixels;
      return false;
    });
}

export function setViewportWidth(pixels: number): void {
  width = pixels;
  for (const list of lists) {
    const matches = evaluate(list.query);
    if (matches === list.last) continue;
    list.last = matches;
    for (const listener of list.listeners) {
      listener({ matches, media: list.query } as MediaQueryListEvent);
    }
  }
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}
