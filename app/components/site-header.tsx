/**
 * The site's header. Every path gets the general bar (Home, Solutions,
 * Resources, Company, Request a Demo, social links); the product sections add
 * their own menu as a second bar beneath it, chosen by path: DCCM (in-page
 * anchors), Paracelsus (three sub-menus). The general navigation stays, so a
 * visitor in a product section can always reach the rest of the site.
 * Below 1024 px each bar's navigation folds behind its own toggle,
 * which closes when a link is chosen (app/enhancements/disclosures.ts).
 */
import { useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/page-link";
import { headerVariant, productPath } from "~/pages/header-variant";
import type { MenuEntry } from "~/pages/navigation";
import { useChrome } from "./chrome/use-chrome";
import { DisclosureMenu } from "./chrome/disclosure-menu";
import { SocialLinks } from "./site-footer";
import { Logo } from "./logo";
import { demoHref } from "./blocks/demo-link";

/** A menu entry: a page's link, or a button that opens its links. */
function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.links.length > 0)
    return <DisclosureMenu label={entry.label} links={entry.to ? [{ to: entry.to, label: entry.label }, ...entry.links] : entry.links} />;
  return (
    <li>
      <NavLink to={entry.to ?? "/"} end={entry.to === "/"}>
        {entry.label}
      </NavLink>
    </li>
  );
}

/** The button a folded bar's navigation opens with (below 1024 px; app/enhancements/disclosures.ts). */
function FoldToggle({ controls, className, children }: { controls: string; className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-expanded="false" aria-controls={controls} data-disclosure="fold">
      {children}
    </button>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const variant = headerVariant(location.pathname);
  const chrome = useChrome();
  const general = useId();
  const product = useId();
  const productName = chrome.pages.find((page) => page.path === productPath(variant))?.name;
  const productLabel = variant === "dccm" ? "DCCM" : "Paracelsus";

  return (
    <header className={`site-header site-header--${variant}`}>
      <div className="container-page site-header-bar site-header-main" data-disclosure-scope>
        <Link to="/" className="site-logo" aria-label={`${chrome.name} home`}>
          <Logo name={chrome.name} />
        </Link>
        <FoldToggle controls={general} className="menu-toggle">
          <span aria-hidden="true" data-open-text="✕">
            ☰
          </span>
          <span className="sr-only">Menu</span>
        </FoldToggle>
        <nav aria-label="Main" id={general} className="site-nav">
          <ul className="site-nav-list" data-sanity={chrome.edit?.mainMenu}>
            {chrome.menus.general.map((entry) => (
              <Entry key={entry.label} entry={entry} />
            ))}
            <li>
              <Link to={demoHref(location.pathname)} className="button-primary">
                {chrome.demoButton}
              </Link>
            </li>
            <li className="site-nav-social">
              <SocialLinks />
            </li>
          </ul>
        </nav>
      </div>
      {variant !== "general" ? (
        <div className="site-header-product-bar">
          <div className="container-page site-header-bar" data-disclosure-scope>
            <Link to={productPath(variant)!} className="site-header-product">
              {productName}
            </Link>
            <FoldToggle controls={product} className="product-menu-toggle">
              {productName}
              <span className="sr-only"> menu</span>
              <span aria-hidden="true" className="nav-menu-caret">
                ▾
              </span>
            </FoldToggle>
            <nav aria-label={productLabel} id={product} className="site-nav site-nav--product">
              <ul className="site-nav-list" data-sanity={variant === "paracelsus" ? chrome.edit?.paracelsusMenu : undefined}>
                {variant === "dccm"
                  ? chrome.menus.dccm.map((anchor) => (
                      <li key={anchor.to}>
                        <a href={anchor.to}>{anchor.label}</a>
                      </li>
                    ))
                  : chrome.menus.paracelsus.map((entry) => <Entry key={entry.label} entry={entry} />)}
              </ul>
            </nav>
          </div>
        </div>
      ) : null}
    </header>
  );
}
