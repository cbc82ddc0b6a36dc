import type { ReactNode } from "react";

export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container-page py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-[var(--color-brand-100)]">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg">{children}</div> : null}
      </div>
    </section>
  );
}
