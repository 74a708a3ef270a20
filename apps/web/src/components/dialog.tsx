import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { commonText } from '../i18n/common.ts';
import './dialog.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra class for the panel, e.g. a size variant. */
  className?: string;
  /** `alertdialog` for an urgent message that needs an answer (e.g. the admin session-timeout warning). */
  role?: 'dialog' | 'alertdialog';
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moved in on open and kept inside,
 * Esc and the close button close it, focus returns to the opener. A dialog whose body ends in a row of its own
 * buttons (`dialog-actions`: the action first, as a primary button, then 취소 or 닫기 as a secondary one) shows no
 * second close button in its title bar. The rest of the page is made inert so
 * screen readers and the mouse cannot reach it either.
 */
export function Dialog({ open, onClose, title, children, className, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  // Read the latest onClose from the effect without re-running it (which would move focus again).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: focus moves into the dialog in the same frame it appears (a plain effect may run a frame later,
  // when a fast Tab or Esc could already have gone to the page behind).
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const made: Element[] = [];
    for (const el of Array.from(document.body.children)) {
      if (el !== hostRef.current && !el.hasAttribute('inert')) {
        el.setAttribute('inert', '');
        made.push(el);
      }
    }
    document.documentElement.classList.add('has-modal');
    panelRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const el of made) el.removeAttribute('inert');
      document.documentElement.classList.remove('has-modal');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-host" ref={hostRef}>
      <div className="dialog-backdrop" onClick={onClose} aria-hidden="true" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      <div
        ref={panelRef}
        className={`dialog-panel ${className ?? ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {/* Hidden by CSS when the dialog ends with its own buttons (one of which closes it): one close control. */}
          <button type="button" className="button button-ghost button-small dialog-close" onClick={onClose}>
            <span className="icon icon-x" aria-hidden="true" />
            {commonText.close}
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
