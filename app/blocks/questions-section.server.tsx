/** Questions and answers, opened one at a time: interactive, drawn in the browser (./built-page.tsx). */
import { defineBlock } from "./block";

export const questionsSection = defineBlock({ type: "questionsSection", headed: true, className: "accordion", island: true });
