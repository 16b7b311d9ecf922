/**
 * Made by build/message-groups.ts from the locale files: for each language (`fr`), each group of
 * texts (`core`, src/lib/message-groups.ts) as a lazy import of its own chunk.
 */
declare module 'virtual:message-loaders' {
  interface MessageTree {
    readonly [key: string]: string | MessageTree;
  }

  export const messageLoaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ default: MessageTree }>>>>
  >;
}
