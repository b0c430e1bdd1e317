import type { Page } from 'playwright-core';

/**
 * What on the page does not fit the screen's width, as sentences (none when everything fits):
 * the page itself scrolling sideways, a text that runs past the right edge, and a text its box
 * clips (overflow hidden or an ellipsis). What is meant to scroll sideways (inside a container
 * with overflow auto or scroll) and what is hidden from view (visually hidden labels, closed
 * drawers pushed off the screen, form controls whose value the browser scrolls) is left out.
 */
export const widthProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const pageWidth = (document.scrollingElement ?? document.documentElement).scrollWidth;
    if (pageWidth > width)
      problems.push(`the page is ${pageWidth} px wide on a ${width} px screen`);

    const named = (element: Element) =>
      `<${element.tagName.toLowerCase()}> “${element.textContent.trim().slice(0, 60)}”`;
    const scrollsOnPurpose = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const visuallyHidden = (element: Element, style: CSSStyleDeclaration) => {
      const box = element.getBoundingClientRect();
      return (
        box.width <= 1 ||
        box.height <= 1 ||
        !['auto', ''].includes(style.getPropertyValue('clip')) ||
        (style.clipPath !== 'none' && style.clipPath !== '') ||
        style.visibility !== 'visible' ||
        Number(style.opacity) === 0
      );
    };

    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('input, select, textarea, svg, [hidden], [aria-hidden="true"]')) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || visuallyHidden(element, style)) continue;
      if (scrollsOnPurpose(element)) continue;
      // The text itself, line by line: a box may fit while a word runs out of it. Entirely off
      // the screen is a closed drawer or a skip link; straddling the edge is a cut.
      const range = document.createRange();
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        range.selectNodeContents(node);
        const past = [...range.getClientRects()].find(
          (line) => line.left < width && line.right > width + 1,
        );
        if (past) {
          problems.push(
            `${named(element)} runs past the right edge (to ${Math.round(past.right)} px)`,
          );
          break;
        }
      }
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${named(element)} is clipped (${element.scrollWidth} px of text in ${element.clientWidth} px)`,
        );
      }
    }
    return problems;
  });
