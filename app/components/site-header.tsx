import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "./logo";

const solutions = [
  { to: "/solutions/paracelsus", label: "Paracelsus" },
  { to: "/solutions/dccm", label: "DCCM" },
];

/** Closes a disclosure on Escape or a click outside it. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, ref]);
}

export function SiteHeader() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [solutionsOpen, setSolutionsOpen] = useState(false);
  const solutionsRef = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const solutionsId = useId();

  // A chosen link closes the menus (spec: on mobile the menu collapses after a link is chosen).
  useEffect(() => {
    setMenuOpen(false);
    setSolutionsOpen(false);
  }, [location.pathname]);
  useDismiss(solutionsOpen, () => setSolutionsOpen(false), solutionsRef);

  return (
    <header className="site-header">
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <Link to="/" className="flex items-center gap-2" aria-label="ACT home">
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-toggle md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          <span className="sr-only">Menu</span>
        </button>
        <nav aria-label="Main" id={menuId} className={`site-nav ${menuOpen ? "is-open" : ""}`}>
          <ul className="site-nav-list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li ref={solutionsRef} className="relative">
              <button
                type="button"
                aria-expanded={solutionsOpen}
                aria-controls={solutionsId}
                onClick={() => setSolutionsOpen((open) => !open)}
              >
                Solutions <span aria-hidden="true">▾</span>
              </button>
              <ul id={solutionsId} className="submenu" hidden={!solutionsOpen}>
                {solutions.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to="/resources">Resources</NavLink>
            </li>
            <li>
              <NavLink to="/about">Company</NavLink>
            </li>
            <li>
              <Link to="/contact" className="button-primary">
                Request a Demo
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
