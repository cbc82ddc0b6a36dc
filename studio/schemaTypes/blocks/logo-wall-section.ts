import { defineType } from "sanity";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 120;

/** A wall of partner or client logos under a section heading (as on the Paracelsus page); each logo's organisation is read out in its place. */
export const logoWallSection = defineType({
  name: "logoWallSection",
  type: "object",
  title: "Logo wall",
  fields: [heading, list("logos", "Logos", "logo", { min: 1, max: 12, what: "logos" })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Logo wall" }) },
});
