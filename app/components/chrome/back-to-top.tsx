/** "Back to top" appears once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

/** The button app/enhancements/back-to-top.ts shows past the threshold; hidden until then, and without JavaScript. */
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" hidden>
      <span aria-hidden="true">↑</span>
      <span className="sr-only">Back to top</span>
    </button>
  );
}
