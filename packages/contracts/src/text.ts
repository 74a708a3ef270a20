import { z } from 'zod/mini';

/** Said when a value holds a character no field may hold (NUL, which PostgreSQL cannot store in text). */
export const INVALID_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자가 포함되어 있습니다.';

/**
 * The string of every contract: a plain zod string that refuses U+0000. PostgreSQL refuses NUL in text, so a
 * value holding one is a 400 here, decided by the contract, never a database error. The contracts use zod's mini
 * API (functions, not methods: `.check(z.trim(), z.maxLength(n))`) because the browser loads them: the classic API
 * carries every method on every schema and weighs three times as much (docs/decisions/0005).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.refine((value) => !value.includes('\u0000'), INVALID_CHARACTER_MESSAGE));

/**
 * A count as Korean text writes it, digits grouped by three with commas (10000 -> "10,000"): what
 * `toLocaleString('ko-KR')` gives, without building an ICU number formatter on each call (the forms' messages are
 * made as their schemas load, and those formatters cost a phone 100 ms of its first render).
 */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
