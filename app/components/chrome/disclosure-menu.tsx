import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useDismiss } from "./use-dismiss";

import type { MenuLink } from "~/pages/navigation";

/**
 * A header sub-menu as a disclosure: a button that says whether it is open
 * (aria-expanded) and which list it controls, opened by click, Enter or
 * Space; ArrowDown opens it and moves into the first link.
 */
export function DisclosureMenu({ label, links }: { label: string; links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);
  const current = links.some((link) => link.to === location.pathname);

  return (
    <li ref={container} className="nav-menu">
      <button
        ref={button}
        type="button"
        className={`nav-menu-button${current ? " is-current" : ""}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => container.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(id)} a`)?.focus());
        }}
      >
        {label}{" "}
        <span aria-hidden="true" className="nav-menu-caret">
          ▾
        </span>
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
