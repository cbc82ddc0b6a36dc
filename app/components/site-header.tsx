/**
 * The site's three headers, chosen by path: general; DCCM (in-page
 * anchors); Paracelsus (three sub-menus). Below 768 px the navigation folds
 * behind one toggle, which closes when a link is chosen.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerVariant } from "~/pages/header-variant";
import type { MenuEntry } from "~/pages/navigation";
import { useChrome } from "./chrome/use-chrome";
import { DisclosureMenu } from "./chrome/disclosure-menu";
import { useDismiss } from "./chrome/use-dismiss";
import { SocialLinks } from "./site-footer";
import { Logo } from "./logo";

/** A menu entry: a page's link, or a button that opens its links. */
function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.links.length > 0) return <DisclosureMenu label={entry.label} links={entry.to ? [{ to: entry.to, label: entry.label }, ...entry.links] : entry.links} />;
  return (
    <li>
      <NavLink to={entry.to ?? "/"} end={entry.to === "/"}>
        {entry.label}
      </NavLink>
    </li>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const variant = headerVariant(location.pathname);
  const chrome = useChrome();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, container, toggle);
  // A chosen link (another page or an in-page anchor) folds the phone menu away.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const label = variant === "dccm" ? "DCCM" : variant === "paracelsus" ? "Paracelsus" : "Main";

  return (
    <header className={`site-header site-header--${variant}`}>
      <div ref={container} className="container-page site-header-bar">
        <Link to="/" className="site-logo" aria-label={`${chrome.name} home`}>
          <Logo name={chrome.name} />
        </Link>
        {variant !== "general" ? (
          <span className="site-header-product" aria-hidden="true">
            {chrome.pages.find((page) => page.path === (variant === "dccm" ? "/solutions/dccm" : "/solutions/paracelsus"))?.name}
          </span>
        ) : null}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          <span className="sr-only">Menu</span>
        </button>
        <nav aria-label={label} id={menuId} className={`site-nav${menuOpen ? " is-open" : ""}`}>
          <ul className="site-nav-list" data-sanity={variant === "paracelsus" ? chrome.edit?.paracelsusMenu : variant === "general" ? chrome.edit?.mainMenu : undefined}>
            {variant === "dccm"
              ? chrome.menus.dccm.map((anchor) => (
                  <li key={anchor.to}>
                    <a href={anchor.to} onClick={close}>
                      {anchor.label}
                    </a>
                  </li>
                ))
              : chrome.menus[variant].map((entry) => <Entry key={entry.label} entry={entry} />)}
            <li>
              <Link to="/contact" className="button-primary">
                {chrome.demoButton}
              </Link>
            </li>
            {variant === "general" ? (
              <li className="site-nav-social">
                <SocialLinks />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
