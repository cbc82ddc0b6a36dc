/**
 * Visual editing's `data-sanity` attributes: on a preview page, each element
 * showing a field says which document and field it comes from, so the
 * overlays can open it in the Studio. Computed by the loader and only for
 * previews, so public pages carry neither the attributes nor the code that
 * makes them. (One mechanism for both modes rather than stega: see decision 014.)
 */
import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";
import { EMBEDDED_PROJECT_ID, type Env } from "~/lib/env.server";

export function editAttributes<F extends string>(
  context: { preview: boolean; env: Env },
  document: { id: string; type: string },
  fields: readonly F[],
): Record<F, string> | undefined {
  if (!context.preview) return undefined;
  const { env } = context;
  const attribute = createDataAttribute({
    id: document.id,
    type: document.type,
    projectId: env.SANITY_PROJECT_ID ?? EMBEDDED_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    ...(env.SANITY_STUDIO_URL ? { baseUrl: env.SANITY_STUDIO_URL } : {}),
  });
  return Object.fromEntries(fields.map((field) => [field, attribute(field).toString()])) as Record<F, string>;
}
