/**
 * The accordions' buttons (`.accordion-trigger`, WAI-ARIA APG disclosure accordion) open and
 * close their panels. Closed panels become `hidden="until-found"`, so the browser's
 * find-in-page still reaches them and opens them (`beforematch`). Each accordion is taken
 * once, however many accordions the page has and however often this script is written.
 */
export function accordion() {
  for (const trigger of document.querySelectorAll<HTMLButtonElement>(".accordion-trigger:not([data-enhanced])")) {
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    trigger.dataset.enhanced = "";
    const show = (open: boolean) => {
      trigger.setAttribute("aria-expanded", String(open));
      if (open) panel.removeAttribute("hidden");
      else panel.setAttribute("hidden", "until-found");
    };
    show(trigger.getAttribute("aria-expanded") === "true");
    trigger.addEventListener("click", () => show(trigger.getAttribute("aria-expanded") !== "true"));
    panel.addEventListener("beforematch", () => show(true));
  }
}
