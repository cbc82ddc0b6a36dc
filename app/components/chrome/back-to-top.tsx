import { useEffect, useState } from "react";

/** "Back to top" appears once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <button
      type="button"
      className="back-to-top"
      hidden={!visible}
      onClick={() => {
        // Smooth through the stylesheet's scroll-behavior; instant under reduced motion.
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="sr-only">Back to top</span>
    </button>
  );
}
