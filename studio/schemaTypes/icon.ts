import { defineField, type StringRule } from "sanity";
import { ICON_NAMES } from "../../app/pages/shapes";
import { IconInput, OptionalIconInput } from "../components/icon-input";

/**
 * An icon from the site's own set (app/components/blocks/icons.tsx draws each): chosen by its picture
 * (../components/icon-input.tsx), never typed; the list stays, so Sanity refuses any other name.
 */
export const iconField = (name = "icon", title = "Icon", { optional = false, description }: { optional?: boolean; description?: string } = {}) =>
  defineField({
    name,
    type: "string",
    title,
    ...(description ? { description } : {}),
    options: { list: ICON_NAMES.map((icon) => ({ title: icon, value: icon })) },
    components: { input: optional ? OptionalIconInput : IconInput },
    ...(optional ? {} : { validation: (rule: StringRule) => rule.required().error("Choose an icon from the list.") }),
  });
