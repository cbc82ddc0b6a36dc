/** Figures that count up as they come into view: interactive, drawn in the browser (./built-page.tsx). */
import { defineBlock } from "./block";

export const statisticsSection = defineBlock({ type: "statisticsSection", headed: false, className: "stats-band", island: true });
