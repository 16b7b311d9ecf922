import { useId, useState, type RefObject } from 'react';

/**
 * "Paga" with nothing selected: the message shows (tied to every checkbox and to the button) and
 * the focus goes to the first trip that can be checked, where the visitor has to act; when none
 * can, it stays on the button. Any change of the selection hides the message. `tripsRef` wraps
 * the trip lists: where the first checkbox is looked for.
 */
export function useSelectionError(tripsRef: RefObject<HTMLElement | null>) {
  const id = useId();
  const [shown, setShown] = useState(false);

  const show = () => {
    setShown(true);
    tripsRef.current
      ?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')
      ?.focus();
  };

  return {
    id,
    shown,
    show,
    hide: () => setShown(false),
    describedBy: shown ? id : undefined,
  };
}
