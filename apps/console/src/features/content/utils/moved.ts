/**
 * The list with the element at `index` moved one place up (-1) or down (+1); the same list when
 * it is already at that end.
 */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...list];
  const [element] = next.splice(index, 1);
  if (element === undefined || target < 0 || target >= list.length) return [...list];
  next.splice(target, 0, element);
  return next;
}
