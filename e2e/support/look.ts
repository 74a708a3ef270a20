import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Measurements of how a screen looks and how it is touched (e2e/tests/look-and-touch.spec.ts): tap target sizes,
// table columns, the web font. The functions passed to page.evaluate run in the browser; the e2e project has no
// DOM types, so they declare the little of the page's globals they use.

/** The smallest a thing to tap may be on a phone (WCAG 2.5.5), in CSS pixels; half a pixel for rounding. */
const TAP = 44;
const ROUNDING = 0.5;

type Box = { width: number; height: number; bottom: number; right: number };
type El = {
  tagName: string;
  id: string;
  type?: string;
  textContent: string | null;
  labels?: ArrayLike<El> | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  checkVisibility(options: object): boolean;
  closest(selector: string): El | null;
};
type Doc = { querySelectorAll(selector: string): ArrayLike<El> };

/**
 * The visible controls of the page smaller than 44x44 CSS pixels: links, buttons, check boxes and radio buttons
 * (measured with their label, which a finger may tap instead), selects and tabs. Each as "tag 'name' WxH".
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ tap, rounding }) => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      const selector =
        'a[href], button, input[type="checkbox"], input[type="radio"], select, [role="tab"], summary';
      const small: string[] = [];
      for (const el of Array.from(doc.querySelectorAll(selector))) {
        if (!el.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue;
        if (el.closest('[inert], [aria-hidden="true"]')) continue;
        let box = el.getBoundingClientRect();
        // Off the page (a skip link waiting above the top edge until it is focused) or not drawn at all.
        if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.right <= 0) continue;
        const label = el.labels?.[0];
        if (label) {
          const around = label.getBoundingClientRect();
          if (around.width * around.height > box.width * box.height) box = around;
        }
        if (box.width < tap - rounding || box.height < tap - rounding) {
          const name = el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '';
          small.push(
            `${el.tagName.toLowerCase()}${el.type ? `[${el.type}]` : ''} '${name.trim().slice(0, 40)}' ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
        }
      }
      return small;
    },
    { tap: TAP, rounding: ROUNDING },
  );
}

/** Fails with the list of the screen's controls smaller than 44x44 px. */
export async function expectTapTargets(page: Page, screen: string): Promise<void> {
  expect(await smallTapTargets(page), `controls smaller than ${TAP}x${TAP} px on ${screen}`).toEqual([]);
}

type Cell = {
  clientWidth: number;
  textContent: string | null;
  closest(selector: string): { getAttribute(name: string): string | null } | null;
};
type Win = {
  document: {
    querySelectorAll(selector: string): ArrayLike<Cell & El>;
    createElement(tag: 'canvas'): Canvas;
  };
  getComputedStyle(
    el: unknown,
  ): Record<'fontStyle' | 'fontWeight' | 'fontSize' | 'fontFamily' | 'paddingLeft' | 'paddingRight', string>;
};
type Canvas = { getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } };

/**
 * The visible table cells of the page whose content box is narrower than two Korean characters in the cell's own
 * font: a column that narrow breaks Korean words letter by letter. Each as "table: 'text' Wpx < Mpx". Also
 * answers how many cells were measured, so a screen without the table it should have fails too.
 */
export async function narrowTableCells(page: Page): Promise<{ measured: number; narrow: string[] }> {
  return page.evaluate(() => {
    const win = globalThis as unknown as Win;
    const context = win.document.createElement('canvas').getContext('2d');
    const narrow: string[] = [];
    let measured = 0;
    for (const cell of Array.from(win.document.querySelectorAll('table th, table td'))) {
      if (!cell.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue;
      if (cell.getBoundingClientRect().width === 0) continue;
      const style = win.getComputedStyle(cell);
      // Not style.font: the shorthand reads empty when a longhand it cannot express is set (tabular-nums).
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const twoLetters = context.measureText('가나').width;
      const width =
        cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      measured++;
      if (width < twoLetters - 0.5) {
        const table = cell.closest('table')?.getAttribute('class') ?? 'table';
        narrow.push(
          `${table}: '${(cell.textContent ?? '').trim().slice(0, 30)}' ${width.toFixed(1)}px < ${twoLetters.toFixed(1)}px`,
        );
      }
    }
    return { measured, narrow };
  });
}

/** Fails when a table cell of the page is narrower than two Korean characters (or the page shows no table). */
export async function expectNoLetterByLetterTables(page: Page, screen: string): Promise<void> {
  const { measured, narrow } = await narrowTableCells(page);
  expect(measured, `table cells measured on ${screen}`).toBeGreaterThan(0);
  expect(narrow, `table cells narrower than two Korean characters on ${screen}`).toEqual([]);
}

type FontSet = {
  ready: Promise<unknown>;
  check(font: string, text: string): boolean;
  forEach(fn: (face: { family: string; status: string }) => void): void;
};

/**
 * Waits until the web font is declared (the app fetches its @font-face rules once the first text is painted) and
 * every font the page's text needs has loaded.
 */
export function fontsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const fonts = (globalThis as unknown as { document: { fonts: FontSet } }).document.fonts;
    const declared = () => {
      let found = false;
      fonts.forEach((face) => {
        if (face.family.replaceAll('"', '') === 'Pretendard Variable') found = true;
      });
      return found;
    };
    for (let waited = 0; !declared() && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    // The new rules' loads begin with the next layout.
    await new Promise((r) => setTimeout(r, 50));
    await fonts.ready;
  });
}

/**
 * How many of Pretendard's subset files the page has loaded, once its fonts are settled, and whether its Korean
 * text can be drawn in it (every subset the text needs is loaded).
 */
export async function pretendardLoaded(page: Page): Promise<{ faces: number; korean: boolean }> {
  await fontsSettled(page);
  return page.evaluate(async () => {
    const fonts = (globalThis as unknown as { document: { fonts: FontSet } }).document.fonts;
    let faces = 0;
    fonts.forEach((face) => {
      if (face.family.replaceAll('"', '') === 'Pretendard Variable' && face.status === 'loaded') faces++;
    });
    return { faces, korean: fonts.check('16px "Pretendard Variable"', '사이버감사실 제보하기') };
  });
}
