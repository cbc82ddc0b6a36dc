import { defineField } from "sanity";
import { ICON_NAMES } from "../../app/pages/shapes";

/** An icon from the site's own set (app/components/blocks/icons.tsx draws each): chosen from a list, never typed. */
export const iconField = (name = "icon", title = "Icon") =>
  defineField({
    name,
    type: "string",
    title,
    options: { list: ICON_NAMES.map((icon) => ({ title: icon, value: icon })) },
    validation: (rule) => rule.required().error("Choose an icon from the list."),
  });
