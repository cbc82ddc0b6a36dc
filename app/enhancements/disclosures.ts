/**
 * Every disclosure the header and the help corner draw: a button (`data-disclosure`) that says
 * whether it is open (aria-expanded) and which panel it controls (aria-controls). A click, Enter
 * or Space opens and closes it; on a sub-menu's button (`data-disclosure="menu"`) ArrowDown opens
 * it and moves into its first link. It closes when a link in it is chosen, on Escape (focus goes
 * back to its button; the one opened last closes first), on a click outside its scope
 * (`data-disclosure-scope`, else the button's parent), and when focus leaves that scope.
 *
 * A press outside closes it on the click, not as the press starts: closing earlier moves what
 * lies below (a stacked phone menu shrinks) and the click lands on something else, so a tap on
 * the next sub-menu's button would be lost. For the same reason focus moving during a press (a
 * touch focuses after the finger lifts) waits for that click.
 *
 * The panel shows by losing `hidden`, or, for a folded bar (`data-disclosure="fold"`), by the
 * class `is-open`, since its navigation stays in the page at wider screens. A part of the button
 * with `data-open-text` shows that text while open (the ✕ of the menu toggle).
 *
 * The help corner's button may name a support-desk widget (`data-widget-src`, `data-widget-id`):
 * its script loads on the first request for help, never with the page, and opens; if it cannot,
 * the panel with the help desk's own details opens instead.
 */
export function disclosures() {
  type Disclosure = { button: HTMLButtonElement; panel: HTMLElement; scope: HTMLElement };
  type HelpWidget = { open?: (options?: { id: string }) => void };
  const opened: Disclosure[] = [];
  let pressing = false;
  let widgetScript: Promise<void> | undefined;

  const isOpen = (disclosure: Disclosure) => opened.includes(disclosure);
  const show = (disclosure: Disclosure, open: boolean) => {
    const { button, panel } = disclosure;
    if (open === isOpen(disclosure)) return;
    if (open) opened.push(disclosure);
    else opened.splice(opened.indexOf(disclosure), 1);
    button.setAttribute("aria-expanded", String(open));
    if (button.dataset.disclosure === "fold") panel.classList.toggle("is-open", open);
    else panel.hidden = !open;
    for (const part of button.querySelectorAll<HTMLElement>("[data-open-text]")) {
      part.dataset.closedText ??= part.textContent ?? "";
      part.textContent = open ? (part.dataset.openText ?? "") : part.dataset.closedText;
    }
  };
  const outside = (disclosure: Disclosure, target: EventTarget | null) => target instanceof Node && !disclosure.scope.contains(target);

  const loadWidget = (src: string, id: string) => {
    widgetScript ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.widgetId = id;
      script.onload = () => resolve();
      script.onerror = () => {
        widgetScript = undefined;
        reject(new Error("help widget failed to load"));
      };
      document.head.append(script);
    });
    return widgetScript;
  };
  const openWidget = async (disclosure: Disclosure, src: string, id: string) => {
    disclosure.button.setAttribute("aria-busy", "true");
    try {
      await loadWidget(src, id);
      const widget = (window as unknown as { HelpWidget?: HelpWidget }).HelpWidget;
      if (typeof widget?.open !== "function") throw new Error("help widget has no open()");
      widget.open({ id });
    } catch {
      show(disclosure, true);
    } finally {
      disclosure.button.removeAttribute("aria-busy");
    }
  };

  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    const scope = button.closest<HTMLElement>("[data-disclosure-scope]") ?? button.parentElement ?? document.body;
    const disclosure: Disclosure = { button, panel, scope };
    button.addEventListener("click", () => {
      const { widgetSrc, widgetId } = button.dataset;
      if (widgetSrc && widgetId && !isOpen(disclosure)) void openWidget(disclosure, widgetSrc, widgetId);
      else show(disclosure, !isOpen(disclosure));
    });
    if (button.dataset.disclosure === "menu") {
      button.addEventListener("keydown", (event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        show(disclosure, true);
        panel.querySelector<HTMLAnchorElement>("a")?.focus();
      });
    }
    panel.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[href]")) show(disclosure, false);
      else if (target?.closest("[data-disclosure-close]")) {
        show(disclosure, false);
        button.focus();
      }
    });
  }

  document.addEventListener("keydown", (event) => {
    pressing = false;
    const last = opened.at(-1);
    if (event.key !== "Escape" || !last) return;
    show(last, false);
    last.button.focus();
  });
  document.addEventListener("pointerdown", () => (pressing = true), true);
  document.addEventListener("pointercancel", () => (pressing = false), true);
  document.addEventListener("click", (event) => {
    pressing = false;
    for (const disclosure of [...opened]) if (outside(disclosure, event.target)) show(disclosure, false);
  });
  document.addEventListener("focusin", (event) => {
    if (pressing) return;
    for (const disclosure of [...opened]) if (outside(disclosure, event.target)) show(disclosure, false);
  });
}
