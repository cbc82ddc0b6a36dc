/** Figures that count up as they come into view (app/enhancements/counters.ts). */
import { StatsBand } from "~/components/blocks/stat-counter";
import { defineBlock } from "./block";

export const statisticsSection = defineBlock({
  type: "statisticsSection",
  headed: false,
  className: "stats-band",
  draw: (section, { id, edit }) => <StatsBand id={id} title={section.title} items={section.statistics ?? []} edit={edit} />,
});
