import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query is fetching, or after `limitMs`: the loaders start their calls without
 * waiting (the browser shows loading states), but the server paints the page with their answers.
 * A call slower than the limit is left to the browser.
 */
export function queriesSettled(queryClient: QueryClient, limitMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    // A loader may start a call once another answers (the home's slider articles): the check is
    // made again after the answers' own callbacks have run.
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      setTimeout(() => {
        if (queryClient.isFetching() === 0) done();
      }, 0);
    });
  });
}
