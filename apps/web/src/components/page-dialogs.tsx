import { useEffect, useRef, useState } from 'react';
import { commonText } from '../i18n/common.ts';
import { Dialog } from './dialog.tsx';
import './page-dialogs.css';

/**
 * The site's own alert and confirmation (issue 28: never the browser's `alert`/`confirm`, which a phone shows as a
 * system sheet naming the site's address, and which a test or a screen reader meets out of the page). A screen
 * awaits `showAlert(message)` or `askConfirm(message)`; the one `<PageDialogs />` of the app (the admin app,
 * the public page frame) shows them one at a time, in order.
 */
type Request = {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
};

export type DialogOptions = { title?: string; confirmLabel?: string };

const queue: Request[] = [];
let notify: (() => void) | null = null;
let lastId = 0;

function enqueue(kind: Request['kind'], message: string, options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue.push({
      id: ++lastId,
      kind,
      message,
      title:
        options.title ?? (kind === 'alert' ? commonText.dialog.alertTitle : commonText.dialog.confirmTitle),
      confirmLabel: options.confirmLabel ?? commonText.dialog.ok,
      resolve,
    });
    notify?.();
  });
}

/** Shows a message in the page's own dialog; settles when it is closed. */
export async function showAlert(message: string, options: DialogOptions = {}): Promise<void> {
  await enqueue('alert', message, options);
}

/** Asks a question in the page's own dialog: true for 확인 (or the given label), false for 취소, Esc or closing. */
export function askConfirm(message: string, options: DialogOptions = {}): Promise<boolean> {
  return enqueue('confirm', message, options);
}

/**
 * Forgets every dialog not answered yet, leaving its caller waiting for good. For tests, between one test and
 * the next (the queue lives as long as the module); a page never needs it.
 */
export function clearPageDialogs(): void {
  queue.length = 0;
  notify?.();
}

/** Where the queued dialogs are shown: mounted once per page. */
export function PageDialogs() {
  const [current, setCurrent] = useState<Request | null>(null);
  useEffect(() => {
    const next = () => setCurrent(queue[0] ?? null);
    notify = next;
    next();
    return () => {
      if (notify === next) notify = null;
    };
  }, []);
  if (!current) return null;
  const answer = (ok: boolean) => {
    // Once per dialog: a double click or Esc right after 확인 must not answer the next one in the queue.
    if (queue[0] !== current) return;
    queue.shift();
    setCurrent(queue[0] ?? null);
    current.resolve(ok);
  };
  // Keyed by request: each dialog opens anew (focus moved in, announced), even right after the one before.
  return <PageDialog key={current.id} request={current} answer={answer} />;
}

function PageDialog({ request, answer }: { request: Request; answer: (ok: boolean) => void }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // As the browser's own dialog does: Enter answers 확인. After the Dialog's layout effect, which moved focus to
  // its panel and noted where to return it.
  useEffect(() => confirmRef.current?.focus(), []);
  // Capture on window, ahead of the document listeners of a dialog this one opened over (a system-admin form
  // showing its invalid-submit alert): Esc and Tab are this dialog's alone, so Esc never also closes the form.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Unless a dialog opened over this one in turn (the idle warning): then the keys are that one's.
      if (confirmRef.current?.closest('[inert]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        answer(false);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        event.stopPropagation();
        const buttons = Array.from(
          document.querySelectorAll<HTMLButtonElement>('.page-dialog .dialog-actions button'),
        );
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = at === -1 ? (event.shiftKey ? buttons.length - 1 : 0) : at + (event.shiftKey ? -1 : 1);
        buttons[(next + buttons.length) % buttons.length]?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [answer]);
  return (
    <Dialog
      open
      onClose={() => answer(false)}
      title={request.title}
      role="alertdialog"
      className="page-dialog"
    >
      <p className="page-dialog-message">{request.message}</p>
      <div className="button-row dialog-actions">
        <button ref={confirmRef} type="button" className="button" onClick={() => answer(true)}>
          {request.confirmLabel}
        </button>
        {request.kind === 'confirm' && (
          <button type="button" className="button button-secondary" onClick={() => answer(false)}>
            {commonText.dialog.cancel}
          </button>
        )}
      </div>
    </Dialog>
  );
}
