import type { Page } from '@playwright/test';

/**
 * What makes the page wider than the window, as it stands: the page's own scroll width, each
 * element whose right edge passes the window's while its parent's does not (the one to fix), and
 * text that runs out of a box that fits, each named by a selector. What a scrolling or clipping
 * box holds inside the window is fine, unless a reader must scroll that box sideways to see it
 * all (code and carousels, which snap from slide to slide, aside).
 */
export function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > window.innerWidth)
      found.push(`the page scrolls sideways: ${scrollWidth} px wide in ${window.innerWidth} px`);

    const own = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).map((name) => `.${CSS.escape(name)}`);
      return `${element.localName}${element.id ? `#${CSS.escape(element.id)}` : ''}${classes.join('')}`;
    };
    /** The element and up to two ancestors, stopping at one with an id. */
    const describe = (element: Element) => {
      const chain = [own(element)];
      let up = element.id ? null : element.parentElement;
      while (up && up !== document.body && chain.length < 3) {
        chain.unshift(own(up));
        up = up.id ? null : up.parentElement;
      }
      return chain.join(' > ');
    };
    /**
     * Held inside the window by a box that scrolls or clips it. An absolutely placed element
     * escapes every box up to its containing block (a `sr-only` label in a scrolling table does).
     */
    const heldIn = (from: Element | null, startPosition: string): boolean => {
      let position = startPosition;
      for (let box = from; box && box !== document.body; box = box.parentElement) {
        if (position === 'fixed') return false;
        const style = getComputedStyle(box);
        if (position === 'absolute' && style.position === 'static' && style.transform === 'none')
          continue;
        if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= limit)
          return true;
        position = style.position;
      }
      return false;
    };
    const escapes = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit) return false;
      return !heldIn(element.parentElement, getComputedStyle(element).position);
    };

    for (const element of document.body.querySelectorAll('*')) {
      // A table scrolled in its box hides its last columns on a phone: that is cut off too.
      const style = getComputedStyle(element);
      if (
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.localName !== 'pre' &&
        style.scrollSnapType === 'none'
      )
        found.push(
          `${describe(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      if (!escapes(element)) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && escapes(parent)) continue;
      const right = Math.round(element.getBoundingClientRect().right);
      found.push(`${describe(element)} reaches ${right} px`);
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const words = document.createRange();
    const reported = new Set<Element>();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const holder = text.parentElement;
      if (!holder || reported.has(holder) || !text.textContent?.trim() || escapes(holder)) continue;
      words.selectNodeContents(text);
      const right = words.getBoundingClientRect().right;
      if (right <= limit || heldIn(holder, 'static')) continue;
      reported.add(holder);
      const quoted = text.textContent.trim().slice(0, 40);
      found.push(`${describe(holder)} text "${quoted}" reaches ${Math.round(right)} px`);
    }
    return found;
  });
}
