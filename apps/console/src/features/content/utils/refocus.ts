/**
 * Keeps the keyboard's place after a move button moved its entry: the browser drops focus from
 * an element the DOM moves (React moves the entry itself when it goes down), so the button
 * pressed is focused again once the page shows the move, or, when the move reached an end and
 * disabled it, the first button beside it still enabled.
 */
export function refocusAfterMove(button: HTMLButtonElement): void {
  setTimeout(() => {
    const target = button.disabled
      ? button.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')
      : button;
    target?.focus();
  }, 0);
}
