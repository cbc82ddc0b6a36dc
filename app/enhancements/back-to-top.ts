/**
 * "Back to top" (`.back-to-top`) shows once the page is scrolled more than `threshold` pixels;
 * it returns the visitor to the top (smoothly through the stylesheet's scroll-behavior, at once
 * under reduced motion) and moves focus to the main content.
 */
export function backToTop(threshold: number) {
  const button = document.querySelector<HTMLButtonElement>(".back-to-top");
  if (!button) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    button.hidden = window.scrollY <= threshold;
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
  });
}
