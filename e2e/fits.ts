// What every layout must keep, on any screen and in any language: nothing past the screen's
// edge, nothing scrolling sideways but the moves' strip, no word spilling out of its box (a long
// Russian or Lithuanian word in a phone's button), the board big enough and the navigation whole.
import { expect, type Page } from '@playwright/test';
import { BoardPage } from './board';

/** The elements whose words spill out of their own box: wider content than the box, which does
 * not scroll it (a button's label past its border). Left out: boxes hidden for the eye but read
 * out (the live region, an icon button's words: 1 px wide by design), what lies in a scrolling
 * strip (the moves on a phone), and the boards' squares (a piece's drawing may overhang). */
export async function spilled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pen = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const e = el as HTMLElement;
        if (!e.offsetParent || e.closest('svg') || e.closest('.board')) return false;
        // An empty field's hint, cut at the field's edge ("4 ciparu P", "e4, Nf3, g1f3 и").
        if (e instanceof HTMLInputElement && e.placeholder && !e.value) {
          const hint = getComputedStyle(e, '::placeholder');
          pen.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
          const spacing = parseFloat(hint.letterSpacing) || 0;
          const wide = pen.measureText(e.placeholder).width + spacing * e.placeholder.length;
          const st = getComputedStyle(e);
          return wide > e.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) + 1;
        }
        for (let p = e.parentElement; p; p = p.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return false;
        }
        const style = getComputedStyle(e);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) || style.clipPath !== 'none') return false;
        return e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1;
      })
      .map((el) => `${el.getAttribute('data-testid') ?? el.className}: "${(el.textContent?.trim() || (el as HTMLInputElement).placeholder || '').slice(0, 30)}"`);
  });
}

/** Checks the screen shown fits the viewport, whichever it is: no sideways scrolling, nothing
 * past the edge, no box scrolling sideways but the moves' strip, no spilled words, the
 * navigation whole. */
export async function checkScreenFits(page: Page) {
  const view = page.viewportSize()!;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  // Nothing wider than the screen, anywhere on the page (a cut-off header button, a dialog).
  const wide = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Inside a scrolling strip (the moves on a phone) an element may lie beyond the edge.
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX) && p !== document.body) return false;
        }
        return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5) && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => el.getAttribute('data-testid') ?? el.className)
      .slice(0, 5);
  });
  expect(wide, 'elements past the screen edge').toEqual([]);
  // Nor does anything scroll sideways inside its box, but the moves' strip.
  const sideways = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => !el.closest('[data-testid="moves"]'))
      .map((el) => el.getAttribute('data-testid') ?? el.className));
  expect(sideways, 'boxes that scroll sideways').toEqual([]);
  expect(await spilled(page), 'words that spill out of their box').toEqual([]);
  for (const id of ['nav-play', 'nav-learn', 'nav-settings']) {
    const r = (await page.getByTestId(id).boundingBox())!;
    expect(r.x + r.width, `${id} cut off`).toBeLessThanOrEqual(view.width);
  }
  // The top bar's parts side by side, none over the next (the Play-the-computer button's words
  // ran under the navigation once), and every word of each inside its part.
  const overlaps = await page.evaluate(() => {
    const parts = [...document.querySelectorAll('.topbar > *, .topbar .nav > *')]
      .filter((el) => el.getBoundingClientRect().width > 0 && !el.classList.contains('nav'));
    const out: string[] = [];
    for (let i = 1; i < parts.length; i++) {
      const a = parts[i - 1].getBoundingClientRect();
      const b = parts[i].getBoundingClientRect();
      if (a.right > b.left + 0.5) out.push(`${parts[i - 1].className} over ${parts[i].className}`);
    }
    for (const part of parts) {
      const box = part.getBoundingClientRect();
      for (const t of part.querySelectorAll('span, svg')) {
        const r = t.getBoundingClientRect();
        // Words wrapped away below the bar (the brand's name, the button's words) are out of sight.
        if (r.width > 1 && r.top < box.bottom - 1 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)) {
          out.push(`${part.className}: "${t.textContent?.trim().slice(0, 20)}" past its edge`);
        }
      }
    }
    return out;
  });
  expect(overlaps, 'top bar parts overlapping').toEqual([]);
}

/** Checks the Play screen fits the viewport (checkScreenFits), the board big enough and the
 * move list on screen. */
export async function checkFits(page: Page, minBoardShare: number, movesInView = true) {
  const b = new BoardPage(page, false);
  await expect(b.board.locator('[data-piece]')).not.toHaveCount(0);
  const view = page.viewportSize()!;
  await checkScreenFits(page);
  const board = (await b.board.boundingBox())!;
  expect(board.width).toBeGreaterThanOrEqual(minBoardShare * Math.min(view.width, view.height));
  const moves = (await page.getByTestId('moves').boundingBox())!;
  expect(moves.height, 'move list height').toBeGreaterThan(24);
  if (movesInView) expect(moves.y + 24, 'move list in view').toBeLessThanOrEqual(view.height);
}
