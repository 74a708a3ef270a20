// What one reporter screen hands the next through router state (never the URL: a receipt number in an
// address would end up in the browser history and in screenshots of the address bar).

/** /reporting (its choice, or a form's 실명제보 tab) -> /reporting's consents: the reporter chose a real-name report. */
export type ChoiceState = { chosen: 'real' };

/** /reporting -> /reportsecond: both consents were given. */
export type ConsentState = { consented: true };

/** /reportsecond(02) -> /reportcomplete: the receipt number the server answered. */
export type ReceiptState = { receiptNumber: string };

export function hasConsent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ConsentState>).consented === true;
}

export function receiptFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const receipt = (state as Partial<ReceiptState>).receiptNumber;
  return typeof receipt === 'string' && receipt.length > 0 ? receipt : null;
}

export function choseRealName(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ChoiceState>).chosen === 'real';
}
