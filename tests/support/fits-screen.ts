import type { Page } from 'playwright-core';

/**
 * What on the page does not fit the screen's width, as sentences (none when everything fits):
 * the page itself scrolling sideways, a text that runs past the right edge, out of its own box
 * or under a control laid out beside it (a link, a button, a menu: a grid column too narrow for
 * a long word lets it run under the next one), and a text its box clips (overflow hidden or an
 * ellipsis). What
 * is meant to scroll sideways (inside a container with overflow auto or scroll) and what is
 * hidden from view (visually hidden labels, closed drawers pushed off the screen, form controls
 * whose value the browser scrolls) is left out.
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

    // Controls a text may end up under, with the layer they scroll in: a sticky bar floats
    // over the page's text on purpose, so only a text in the same layer counts.
    const layerOf = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return up;
      }
      return null;
    };
    const controls = [
      ...document.body.querySelectorAll(
        'a[href], button, select, input, textarea, [role="button"], [role="tab"], [role="switch"]',
      ),
    ]
      .filter((control) => {
        const style = getComputedStyle(control);
        return style.display !== 'none' && !visuallyHidden(control, style);
      })
      .map((control) => ({
        control,
        box: control.getBoundingClientRect(),
        layer: layerOf(control),
      }));
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('input, select, textarea, svg, [hidden], [aria-hidden="true"]')) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || visuallyHidden(element, style)) continue;
      if (scrollsOnPurpose(element)) continue;
      // The text itself, line by line: a box may fit while a word runs out of it, past the
      // screen's edge or under its neighbour. Entirely off the screen is a closed drawer or a
      // skip link; straddling the edge is a cut.
      const box = element.getBoundingClientRect();
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const range = document.createRange();
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()];
        const past = lines.find((line) => line.left < width && line.right > width + 1);
        const spills = lines.find((line) => line.right > box.right + 1);
        if (past) {
          problems.push(
            `${named(element)} runs past the right edge (to ${Math.round(past.right)} px)`,
          );
          break;
        }
        if (spills && !clips) {
          problems.push(
            `${named(element)} spills out of its box (to ${Math.round(spills.right)} px, the box ends at ${Math.round(box.right)} px)`,
          );
          break;
        }
        const layer = layerOf(element);
        const under = controls.find(
          ({ control, box: its, layer: theirs }) =>
            theirs === layer &&
            !control.contains(element) &&
            !element.contains(control) &&
            lines.some((line) => overlap(line, its)),
        );
        if (under) {
          problems.push(`${named(element)} lies under ${named(under.control)}`);
          break;
        }
      }
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${named(element)} is clipped (${element.scrollWidth} px of text in ${element.clientWidth} px)`,
        );
      }
    }
    return problems;
  });
