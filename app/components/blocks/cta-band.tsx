import type { ReactNode } from "react";
import { DemoLink } from "./demo-link";

/** A closing band: one sentence of why, and the Request a Demo button. */
export function CtaBand({
  id,
  title,
  children,
  context,
  edit,
}: {
  id: string;
  title: string;
  children: ReactNode;
  context?: string;
  edit?: string | undefined;
}) {
  return (
    <section className="cta-band" aria-labelledby={`${id}-title`} data-sanity={edit}>
      <div className="container-page cta-band-inner">
        <div>
          <h2 id={`${id}-title`} className="cta-band-title">
            {title}
          </h2>
          <div className="cta-band-text">{children}</div>
        </div>
        <DemoLink variant="light" context={context} />
      </div>
    </section>
  );
}
