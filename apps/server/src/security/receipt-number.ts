import { randomInt } from 'node:crypto';

export const RECEIPT_DIGITS = 16;

/**
 * A receipt number: 16 random decimal digits (53 bits), never sequential or derived from time, so one receipt
 * says nothing about another or about when it was filed. Digits because reporters type it on a phone keypad.
 */
export function newReceiptNumber(): string {
  let out = String(randomInt(1, 10));
  while (out.length < RECEIPT_DIGITS) out += String(randomInt(0, 10));
  return out;
}

/** What a reporter types may contain spaces or hyphens (the receipt is shown as 1234-5678-9012-3456). */
export function normalizeReceiptNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}
