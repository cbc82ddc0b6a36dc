import type { ReactNode } from "react";
import { Section } from "./section";

export type SectionHeading = { eyebrow?: string | null; title?: string | null; intro?: string | null } | null | undefined;

export type Tone = "plain" | "tint";

/**
 * A built page's section under the heading an editor gave it, drawn
 * as the fixed pages' Section; its id is made from its key, so two sections
 * never share one. Its own module: the built page draws it on the server and
 * in the questions block, and no fixed page loads it.
 */
export function HeadedSection({
  id,
  heading,
  tone,
  edit,
  children,
}: {
  id: string;
  heading: SectionHeading;
  tone: Tone;
  edit: string | undefined;
  children: ReactNode;
}) {
  return (
    <Section
      id={id}
      tone={tone}
      eyebrow={heading?.eyebrow ?? undefined}
      title={heading?.title ?? ""}
      intro={heading?.intro ? <p>{heading.intro}</p> : undefined}
      edit={edit}
    >
      {children}
    </Section>
  );
}
