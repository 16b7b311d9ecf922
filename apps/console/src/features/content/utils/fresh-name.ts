/**
 * A name no other item of the list has: `prefix-N`, N one more than the highest taken (so a
 * removed field's name is not given to the next one while a draft still lists answers by it).
 */
export function freshName(prefix: string, taken: readonly string[]): string {
  const numbers = taken.flatMap((name) => {
    const match = new RegExp(`^${prefix}-([0-9]+)$`).exec(name);
    return match ? [Number(match[1])] : [];
  });
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}
