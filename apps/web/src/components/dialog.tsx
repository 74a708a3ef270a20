import { useEffect, useState } from 'react';
import type { DialogProps, DialogPanel as Panel } from './dialog-panel.tsx';

// The dialog's code (focus trap, inert page, portal) loads when a dialog first opens, not with the page: a public
// page's JavaScript stays within its budget (issue 28), and most visits open no dialog at all. A public page has its
// styles already (public-styles.ts), the admin app gets them with the panel's chunk, so the panel shows styled the
// moment its code arrives; from then on every dialog opens at once.
let loaded: typeof Panel | null = null;
let loading: Promise<typeof Panel> | null = null;

/** Loads the dialog's code once (again after a failed load, so a lost connection does not break dialogs for good). */
export function loadDialogPanel(): Promise<typeof Panel> {
  loading ??= import('./dialog-panel.tsx').then(
    (m) => {
      loaded = m.DialogPanel;
      return m.DialogPanel;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A modal dialog (dialog-panel.tsx): nothing is loaded or rendered while it is closed. */
export function Dialog(props: DialogProps) {
  const [arrived, setArrived] = useState<typeof Panel | null>(null);
  const Loaded = loaded ?? arrived;
  useEffect(() => {
    if (!props.open || Loaded) return;
    let live = true;
    loadDialogPanel().then(
      (panel) => live && setArrived(() => panel),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [props.open, Loaded]);
  return props.open && Loaded ? <Loaded {...props} /> : null;
}
