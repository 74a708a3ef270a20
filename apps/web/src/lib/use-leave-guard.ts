import { useEffect, useRef } from 'react';
import { askConfirm } from '../components/page-dialogs.tsx';

type Options = {
  /** Says what leaving would cost, e.g. "작성 중인 내용이 사라집니다." */
  warning: string;
  /** The question of a leave by one of the site's links, e.g. "이동하시겠습니까?" */
  question: string;
  /** Read at the moment of leaving: is there anything that leaving would lose? */
  isDirty: () => boolean;
  /** After the reporter agreed to leave (e.g. forget the draft, so the warning stays true). */
  onLeave: () => void;
};

/**
 * Asks before a page with unsaved input is left. A link of this site (the header's, the footer's) asks in the page's
 * own dialog, caught on the document so no link needs to know about forms, and is followed once the reporter agrees;
 * closing or reloading the tab, the browser's back button and links elsewhere ask through beforeunload, in the
 * browser's own words (a page may not ask otherwise then). A move the page makes itself (a tab to the other kind of
 * report) asks through `confirmLeave` with its own question, led by the warning when input would be lost. Once the
 * reporter agreed, nothing asks again on the way out.
 */
export function useLeaveGuard(options: Options): { confirmLeave: (question: string) => Promise<boolean> } {
  const guard = useRef<Guard>({ options, released: false });
  guard.current.options = options;

  useEffect(() => {
    const current = guard.current;
    current.released = false;

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
      // A link whose page asks its own question first (the other kind's tab of a report form).
      if (link.hasAttribute('data-asks-first')) return;
      const to = new URL(link.href, window.location.href);
      // Another site: beforeunload asks. A link within this very page (an anchor) leaves nothing.
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (!asks(current)) return;
      event.preventDefault();
      void agreed(current, current.options.question).then((yes) => {
        if (yes) window.location.assign(to.href);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return {
    confirmLeave: (question) =>
      asks(guard.current) ? agreed(guard.current, question) : askConfirm(question),
  };
}

type Guard = { options: Options; released: boolean };

const asks = (guard: Guard) => !guard.released && guard.options.isDirty();

/** Asks with the warning first; when the reporter agrees, nothing asks again and `onLeave` runs. */
async function agreed(guard: Guard, question: string): Promise<boolean> {
  if (!(await askConfirm(`${guard.options.warning} ${question}`))) return false;
  guard.released = true;
  guard.options.onLeave();
  return true;
}
