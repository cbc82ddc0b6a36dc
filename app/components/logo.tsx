/**
 * The word mark: the organisation's name (site settings) beside its symbol, the symbol inline so it
 * costs no request. The name is text, not part of the drawing, so a long one wraps rather than being
 * cut off; the Studio warns past the length that fits two lines on a phone.
 */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-symbol">
        <rect width="32" height="32" rx="6" fill="var(--color-brand-700)" />
        <path d="M9 23 16 8l7 15h-3.2l-1.4-3.2h-4.8L12.2 23Zm5.5-6h3L16 13.4Z" fill="#fff" />
      </svg>
      <span className="logo-name">{name}</span>
    </span>
  );
}
