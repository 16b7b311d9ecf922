/** The delete button's picture (a bin), drawn with the text's colour. */
export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
