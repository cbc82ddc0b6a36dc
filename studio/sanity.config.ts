import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { dataset, previewUrl, projectId } from "./env";
import { typesWithAddresses } from "./actions/addressed-types";
import { keepFormerSlugs } from "./actions/keep-former-slugs";
import { resolve } from "./presentation";
import { schemaTypes } from "./schemaTypes";
import { SINGLETON_TYPES, structure } from "./structure";

/** What an editor may do to a singleton: edit and publish, never create, duplicate or delete. */
const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

/** Documents whose address editors choose (every type with a slug): an old address keeps working after a change. */
export const PAGES_WITH_ADDRESSES = typesWithAddresses(schemaTypes);

export default defineConfig({
  name: "default",
  title: "ACT website",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: "Preview",
      previewUrl: {
        origin: previewUrl,
        preview: "/",
        // The site's endpoints (app/routes.ts): they check Sanity's preview secret and set the preview cookie.
        previewMode: { enable: "/api/preview/enable", disable: "/api/preview/disable" },
      },
      resolve,
    }),
    // The site's API version, so queries tried here behave as on the site.
    visionTool({ defaultApiVersion: "2023-01-01", defaultDataset: dataset }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons never appear in "Create new document" menus.
    templates: (templates) => templates.filter((template) => !SINGLETON_TYPES.has(template.schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : PAGES_WITH_ADDRESSES.has(schemaType)
          ? actions.map((action) => (action.action === "publish" ? keepFormerSlugs(action) : action))
          : actions,
  },
});
