import { defineType } from "sanity";
import { line } from "../fields";

/** A logo in a wall of logos: the picture and the organisation's name, which is its alternative text. */
export const logo = defineType({
  name: "logo",
  type: "image",
  title: "Logo",
  fields: [line("name", { title: "Organisation", description: "Read out in place of the logo." })],
  validation: (rule) => rule.required().assetRequired().error("Upload the logo."),
  preview: { select: { title: "name", media: "asset" } },
});
