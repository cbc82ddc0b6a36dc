/**
 * The site's three headers, chosen by path: general; DCCM (in-page
 * anchors); Paracelsus (three sub-menus). Below 768 px the navigation folds
 * behind one toggle, which closes when a link is chosen.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { aboutParacelsus, generalSolutions, headerVariant, lisSolutionLinks, whoWeServe } from "~/pages/navigation";
import { DisclosureMenu } from "./chrome/disclosure-menu";
import { useDismiss } from "./chrome/use-dismiss";
import { SocialLinks } from "./site-footer";
import { Logo } from "./logo";

const DCCM_ANCHORS = [
  { href: "#overview", label: "Overview" },
  { href: "#services", label: "Services" },
  { href: "#process", label: "Process" },
];

export function SiteHeader() {
  const location = useLocation();
  const variant = headerVariant(location.pathname);
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
        <Link to="/" className="site-logo" aria-label="ACT home">
          <Logo />
        </Link>
        {variant !== "general" ? (
          <span className="site-header-product" aria-hidden="true">
            {variant === "dccm" ? "DCCM" : "Paracelsus LIS"}
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
          <ul className="site-nav-list">
            {variant === "general" ? (
              <>
                <li>
                  <NavLink to="/" end>
                    Home
                  </NavLink>
                </li>
                <DisclosureMenu label="Solutions" links={generalSolutions} />
                <li>
                  <NavLink to="/resources">Resources</NavLink>
                </li>
                <li>
                  <NavLink to="/about">Company</NavLink>
                </li>
              </>
            ) : variant === "dccm" ? (
              DCCM_ANCHORS.map((anchor) => (
                <li key={anchor.href}>
                  <a href={anchor.href} onClick={close}>
                    {anchor.label}
                  </a>
                </li>
              ))
            ) : (
              <>
                <DisclosureMenu label="About Paracelsus" links={aboutParacelsus} />
                <DisclosureMenu label="Who We Serve" links={whoWeServe} />
                <DisclosureMenu label="LIS Solutions" links={lisSolutionLinks} />
              </>
            )}
            <li>
              <Link to="/contact" className="button-primary">
                Request a Demo
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
