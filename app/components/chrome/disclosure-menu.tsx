import { useId } from "react";
import { useLocation } from "react-router";
import { NavLink } from "~/components/page-link";
import type { MenuLink } from "~/pages/navigation";

/**
 * A header sub-menu as a disclosure: a button that says whether it is open
 * (aria-expanded) and which list it controls, opened by click, Enter or
 * Space; ArrowDown opens it and moves into the first link. What it does in
 * the browser is app/enhancements/disclosures.ts.
 */
export function DisclosureMenu({ label, links }: { label: string; links: MenuLink[] }) {
  const id = useId();
  const location = useLocation();
  const current = links.some((link) => link.to === location.pathname);

  return (
    <li className="nav-menu" data-disclosure-scope>
      <button type="button" className={`nav-menu-button${current ? " is-current" : ""}`} aria-expanded="false" aria-controls={id} data-disclosure="menu">
        {label}{" "}
        <span aria-hidden="true" className="nav-menu-caret">
          ▾
        </span>
      </button>
      <ul id={id} className="submenu" hidden>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
