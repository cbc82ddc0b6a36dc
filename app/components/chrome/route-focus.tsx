import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * After a route change, focus moves to the new page's main heading so screen
 * readers announce the page and keyboard users start at its content. The
 * scroll to the top is React Router's ScrollRestoration, made smooth by the
 * stylesheet's scroll-behavior (which reduced-motion visitors don't get).
 * Not on the first load, not for in-page anchors, not on back/forward.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page moves focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === "POP") return;
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [location.pathname, navigationType]);
  return null;
}
