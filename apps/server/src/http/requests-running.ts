import type { AppDeps } from '../app-deps.ts';

// A route's work keeps running when its client goes away (the answer has nowhere to go), and Fastify's close
// resolves as soon as the connections are gone: the database must not be closed under that work. Each route's
// access check and handler are counted here (http/route.ts); shutdown waits for them (main.ts).

// Keyed by the database: what must not close under the work (routes get the app's deps with more beside them).
const running = new WeakMap<AppDeps['db'], Set<Promise<unknown>>>();

/** `work`, counted as running for this app until it settles. */
export function counted<T>(deps: AppDeps, work: Promise<T>): Promise<T> {
  const set = running.get(deps.db) ?? new Set();
  running.set(deps.db, set);
  set.add(work);
  const done = () => set.delete(work);
  work.then(done, done);
  return work;
}

/**
 * Resolves once no counted work of this app is running (call it after the app has stopped taking requests), and none
 * has started for a moment: a request received just before the close may not have reached its route yet. Answers
 * how many were waited for.
 */
export async function requestsSettled(deps: AppDeps): Promise<number> {
  const waited = new Set<Promise<unknown>>();
  for (let quiet = 0; quiet < 2; ) {
    const now = [...(running.get(deps.db) ?? [])];
    if (now.length > 0) {
      for (const work of now) waited.add(work);
      await Promise.allSettled(now);
      quiet = 0;
    } else {
      quiet++;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return waited.size;
}
