/**
 * The testimonial carousels (`[data-carousel]`): every slide is in the server's HTML, the
 * first shown. Previous and Next move one slide (round), the indicators choose one, Pause
 * stops the turning and Play starts it again. It turns every `intervalMs` unless paused, hovered,
 * holding keyboard focus, or the visitor asks for reduced motion (WCAG 2.2.2); while paused or
 * focused the slide is announced as it changes (aria-live). The fade plays only when the slide
 * changes, never on page load (half-faded text would fail contrast).
 */
export function carousel(intervalMs: number) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]:not([data-enhanced])")) {
    root.dataset.enhanced = "";
    const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
    const stage = root.querySelector<HTMLElement>("[data-stage]");
    const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
    // The word's own text node, changed in place: WebKit's accessibility tree does not rename the button when the node is replaced.
    const pauseWord = pause?.querySelector<HTMLElement>("[data-word]")?.firstChild;
    const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
    const fades = root.hasAttribute("data-fade");
    let index = 0;
    let paused = false;
    let hovered = false;
    let focused = false;
    let timer = 0;

    const go = (next: number) => {
      index = ((next % slides.length) + slides.length) % slides.length;
      slides.forEach((slide, i) => {
        slide.hidden = i !== index;
        if (fades && i === index) {
          slide.classList.remove("testimonial-slide--fade");
          void slide.offsetWidth;
          slide.classList.add("testimonial-slide--fade");
        }
      });
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
    };
    const schedule = () => {
      window.clearInterval(timer);
      stage?.setAttribute("aria-live", paused || focused ? "polite" : "off");
      if (pauseWord) pauseWord.nodeValue = paused ? "Play" : "Pause";
      if (slides.length < 2 || paused || hovered || focused || reduced) return;
      timer = window.setInterval(() => go(index + 1), intervalMs);
    };

    root.querySelector("[data-carousel-previous]")?.addEventListener("click", () => go(index - 1));
    root.querySelector("[data-carousel-next]")?.addEventListener("click", () => go(index + 1));
    for (const [i, dot] of dots.entries()) dot.addEventListener("click", () => go(i));
    pause?.addEventListener("click", () => {
      paused = !paused;
      schedule();
    });
    root.addEventListener("mouseenter", () => {
      hovered = true;
      schedule();
    });
    root.addEventListener("mouseleave", () => {
      hovered = false;
      schedule();
    });
    root.addEventListener("focusin", () => {
      focused = true;
      schedule();
    });
    root.addEventListener("focusout", (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      schedule();
    });
    schedule();
  }
}
