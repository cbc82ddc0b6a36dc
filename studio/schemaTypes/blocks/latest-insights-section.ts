import { defineField, defineType, type ValidationContext } from "sanity";
import { LATEST_INSIGHTS_COUNT } from "../../../app/pages/shapes";
import { TagInput } from "../../components/tag-input";
import { heading } from "../singletons/page-fields";

const { min, max, initial } = LATEST_INSIGHTS_COUNT;

/** A tag no published insight has leaves the section empty: the site then leaves it out of the page. */
export async function tagInUse(tag: string | undefined, context: ValidationContext): Promise<string | true> {
  if (!tag) return true;
  const client = context.getClient({ apiVersion: "2025-02-19" }).withConfig({ perspective: "raw" });
  const tagged = await client.fetch<number>(
    `count(*[_type == "insight" && defined(slug.current) && $withTag in tags[].value && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`,
    // Not `$tag`: the client takes `tag` for a request option.
    { withTag: tag },
  );
  return tagged > 0 ? true : `No published insight has the tag "${tag}" yet: until one has, the page leaves this section out.`;
}

export const insertMenuOrder = 140;

/** The newest insights as the Resources page's cards, under a heading; all of them, or only those with one tag. */
export const latestInsightsSection = defineType({
  name: "latestInsightsSection",
  type: "object",
  title: "Latest insights",
  fields: [
    heading,
    defineField({
      name: "count",
      type: "number",
      title: "How many",
      description: `The newest insights shown, newest first: ${min} to ${max}. The Resources page lists them all.`,
      initialValue: initial,
      validation: (rule) => rule.required().integer().min(min).max(max).error(`Show ${min} to ${max} insights, as a whole number.`),
    }),
    defineField({
      name: "tag",
      type: "string",
      title: "Only with the tag",
      description: "Optional: list only the insights with this tag (chosen from the tags the insights have). Every insight: all of them.",
      components: { input: TagInput },
      validation: (rule) => [
        rule
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: "lower-case words joined by hyphens" })
          .error("Write the tag's key: lower-case words joined by hyphens, e.g. treatment-courts."),
        rule.custom(tagInUse).warning(),
      ],
    }),
  ],
  preview: {
    select: { title: "heading.title", count: "count", tag: "tag" },
    prepare: ({ title, count, tag }) => ({ title, subtitle: `Latest insights: ${count ?? initial} newest${tag ? `, tagged ${tag}` : ""}` }),
  },
});
