import { useEffect, useRef } from 'react';
import { guardHistory } from './history-guard.ts';

type Options = {
  /** Says what leaving would cost, e.g. "작성 중인 내용이 사라집니다." */
  warning: string;
  /** The question of a leave by link or by the browser's buttons, e.g. "이동하시겠습니까?" */
  question: string;
  /** Read at the moment of leaving: is there anything that leaving would lose? */
  isDirty: () => boolean;
  /** After the reporter agreed to leave (e.g. forget the draft, so the warning stays true). */
  onLeave: () => void;
};

/**
 * Asks before a page with unsaved input is left: closing or reloading the tab (beforeunload: the browser asks in
 * its own words), a link of the app such as the header's or the footer's (a click on a same-origin link, caught
 * on the document before React Router's link handles it), and the browser's back and forward buttons (popstate,
 * seen before React Router's own listener, history-guard.ts, and undone when the reporter stays). React Router in declarative mode
 * has no blocker (useBlocker needs the data router, docs/decisions/0004), hence listeners of the document, which
 * also spare the header any knowledge of forms. A move the screen makes itself (a tab that navigates) asks
 * through `confirmLeave` with its own question: one question per action, led by the warning when input would be
 * lost. Once the reporter agreed, nothing asks again on the way out.
 */
export function useLeaveGuard(options: Options): { confirmLeave: (question: string) => boolean } {
  const guard = useRef<Guard>({ options, released: false });
  guard.current.options = options;

  useEffect(() => {
    const current = guard.current;
    current.released = false;
    // React Router's index of this page's history entry, to return to it when the reporter stays.
    const here = historyIndex();
    let returning = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!asks(current)) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      // Another site unloads this page: beforeunload asks. A link to this very page leaves nothing.
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (!asks(current) || agreed(current, current.options.question)) return;
      event.preventDefault();
      event.stopPropagation();
    };

    const onPopState = (event: PopStateEvent) => {
      if (returning) {
        // The way back to this page after the reporter stayed: the router never saw it leave.
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!asks(current) || agreed(current, current.options.question)) return;
      // The address has already changed: keep the router from following, and go back to this page's entry.
      event.stopImmediatePropagation();
      const now = historyIndex();
      returning = true;
      window.history.go(here !== null && now !== null ? here - now : 1);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const unguard = guardHistory(onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      unguard();
    };
  }, []);

  return {
    confirmLeave: (question) =>
      asks(guard.current) ? agreed(guard.current, question) : window.confirm(question),
  };
}

type Guard = { options: Options; released: boolean };

const asks = (guard: Guard) => !guard.released && guard.options.isDirty();

/** Asks with the warning first; when the reporter agrees, nothing asks again and `onLeave` runs. */
function agreed(guard: Guard, question: string): boolean {
  if (!window.confirm(`${guard.options.warning} ${question}`)) return false;
  guard.released = true;
  guard.options.onLeave();
  return true;
}

/** React Router's position of the current history entry (browser history only), or null. */
function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
