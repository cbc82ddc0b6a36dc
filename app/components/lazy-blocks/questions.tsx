/**
 * The questions and answers section as a built page loads it on demand
 * (app/blocks/lazy-blocks.ts): the heading and the accordion, so a page without
 * it loads neither. A module of its own, so the import yields a module, not a
 * namespace the build would make for a chunk the fixed pages share.
 */
import type { AccordionItem } from "~/pages/shapes";
import { Accordion } from "../blocks/accordion";
import { HeadedSection, type SectionHeading, type Tone } from "../blocks/headed-section";

export default function QuestionsSection({
  id,
  heading,
  tone,
  edit,
  topics,
}: {
  id: string;
  heading: SectionHeading;
  tone: Tone;
  edit: string | undefined;
  topics: AccordionItem[];
}) {
  return (
    <HeadedSection id={id} heading={heading} tone={tone} edit={edit}>
      <div className="mt-10">
        <Accordion items={topics} />
      </div>
    </HeadedSection>
  );
}
