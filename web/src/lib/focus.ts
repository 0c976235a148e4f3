/**
 * Moves the focus to the page's main heading (made focusable from script only), so that a
 * keyboard or screen-reader user goes on from the top of the page now shown instead of from the
 * page's body, where the focus falls when the element that had it goes away. Returns whether a
 * heading took it.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return document.activeElement === heading;
}

/** True when nothing holds the focus (it fell back to the page's body). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
