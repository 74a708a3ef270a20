import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { readDetailState } from '../report-navigation.ts';

/**
 * 전체 인쇄 prints the whole report with its comments and internal notes; 본문 인쇄 only the report itself (no
 * contact data, comments or notes).
 */
export type PrintMode = 'full' | 'body';

const MODE_CLASSES = ['admin-print-mode', 'admin-print-full', 'admin-print-body'];

/**
 * Print mode of the report detail, kept in the URL (`?print=full|body`) so the print view can be reloaded
 * or opened on its own. In print mode the screen shows no admin chrome and no input or edit controls. The
 * print buttons switch the mode with `autoPrint` in the router state: once the print view is on screen the
 * print dialog opens, and after printing (the browser's afterprint event) the normal view comes back.
 */
export function usePrintMode(ready: boolean) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = params.get('print');
  const mode: PrintMode | null = value === 'full' || value === 'body' ? value : null;
  const state = readDetailState(location.state);

  const go = useCallback(
    (next: PrintMode | null, autoPrint: boolean) => {
      const search = new URLSearchParams(params);
      if (next) search.set('print', next);
      else search.delete('print');
      navigate(
        { pathname: location.pathname, search: `?${search.toString()}` },
        { replace: true, state: { listSearch: state.listSearch, autoPrint } },
      );
    },
    [params, navigate, location.pathname, state.listSearch],
  );
  // The afterprint handler may run after later renders: it must use the current location.
  const goRef = useRef(go);
  goRef.current = go;
  const printedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!mode) return;
    const root = document.documentElement;
    root.classList.add('admin-print-mode', `admin-print-${mode}`);
    return () => root.classList.remove(...MODE_CLASSES);
  }, [mode]);

  useEffect(() => {
    // Once per navigation that asked for it, and only with the report on screen.
    if (!mode || !state.autoPrint || !ready || printedFor.current === location.key) return;
    printedFor.current = location.key;
    let left = false;
    const leave = () => {
      left = true;
      goRef.current(null, false);
    };
    window.addEventListener('afterprint', leave, { once: true });
    try {
      window.print();
    } catch {
      window.removeEventListener('afterprint', leave);
      void showAlert(text.printError);
      leave();
      return;
    }
    // Printing has not ended yet (or the browser never says so): stay in the print view, without asking to
    // print again on a reload. Its 인쇄 화면 닫기 button leaves.
    if (!left) goRef.current(mode, false);
  }, [mode, state.autoPrint, ready, location.key]);

  return {
    mode,
    /** Switch to a print view and open the print dialog. */
    print: (next: PrintMode) => go(next, true),
    /** Print the current print view again. */
    printAgain: () => {
      try {
        window.print();
      } catch {
        void showAlert(text.printError);
      }
    },
    close: () => go(null, false),
  };
}
