// React Router follows the browser's back and forward buttons through a popstate listener it adds when the app
// mounts; listeners of one event run in the order they were added, so a page that must ask before the back button
// leaves it (use-leave-guard.ts) needs a listener added before the router's: this one, added by main.tsx before
// the first render, hands each popstate to the page's guard while one is active. Kept tiny: it is in every page.

type Handler = (event: PopStateEvent) => void;
let active: Handler | null = null;

/** Once, before the router mounts. */
export function listenBeforeRouter(): void {
  window.addEventListener('popstate', (event) => active?.(event));
}

/** Makes `handler` see each popstate before the router (it may stop the event); returns the undo. */
export function guardHistory(handler: Handler): () => void {
  active = handler;
  return () => {
    if (active === handler) active = null;
  };
}
