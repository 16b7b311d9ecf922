/**
 * Names of the icons the web draws. Content (articles, FAQ categories) refers to icons by name,
 * never by picture, so they follow the theme and stay accessible; the web falls back to `info`
 * for a name it does not know, so the content schemas (content.ts) accept any string.
 */
export const iconNames = [
  'payment',
  'notice',
  'prepayment',
  'account',
  'contest',
  'rental',
  'alert',
  'contact',
  'info',
  'road',
  'warning',
  'card',
  'help',
] as const;
export type IconName = (typeof iconNames)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (iconNames as readonly string[]).includes(value);
}
