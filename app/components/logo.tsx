/** The word mark: the organisation's name (site settings) beside its symbol, inline so it costs no request. */
export function Logo({ name }: { name: string }) {
  return (
    <svg width="88" height="32" viewBox="0 0 88 32" role="img" aria-label={name} className="logo">
      <rect width="32" height="32" rx="6" fill="var(--color-brand-700)" />
      <path d="M9 23 16 8l7 15h-3.2l-1.4-3.2h-4.8L12.2 23Zm5.5-6h3L16 13.4Z" fill="#fff" />
      <text x="40" y="23" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700" fill="currentColor">
        {name}
      </text>
    </svg>
  );
}
