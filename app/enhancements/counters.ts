/**
 * The counting figures (`[data-count-to]`, the final value in the server's HTML) count up from
 * zero over `durationMs` with an ease-out, the first time each is half in view. Visitors who ask
 * for reduced motion, and those without JavaScript, see the final value at once; screen readers
 * read only the final value beside it (the moving number is aria-hidden).
 */
export function counters(durationMs: number) {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || typeof IntersectionObserver === "undefined") return;
  const easeOut = (t: number) => 1 - (1 - t) ** 3;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const figure = entry.target as HTMLElement;
        const value = Number(figure.dataset.countTo);
        const suffix = figure.dataset.countSuffix ?? "";
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          figure.textContent = `${Math.round(value * easeOut(progress))}${suffix}`;
          if (progress < 1) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }
    },
    { threshold: 0.5 },
  );
  for (const figure of document.querySelectorAll<HTMLElement>("[data-count-to]:not([data-enhanced])")) {
    figure.dataset.enhanced = "";
    figure.textContent = `0${figure.dataset.countSuffix ?? ""}`;
    observer.observe(figure);
  }
}
