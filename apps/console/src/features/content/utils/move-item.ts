/** The list with the item at `index` moved by `offset` places (kept in bounds); a new array. */
export function moveItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(Math.max(index + offset, 0), list.length - 1);
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
