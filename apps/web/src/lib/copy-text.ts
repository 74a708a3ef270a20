/**
 * Puts `text` on the clipboard; false when the browser does not let it (no clipboard outside a secure context, no
 * permission), for the caller to select what to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects the text of `element`, so a copy the script could not make is one keystroke away. */
export function selectTextOf(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.removeAllRanges();
  selection.selectAllChildren(element);
}
