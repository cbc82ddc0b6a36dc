/**
 * The insert menu of a page's sections, as the Studio opens it (Sanity's own
 * `InsertMenu`, with the schema's sections and their insert-menu options), for
 * the editors' guide: `npm run docs:pictures` photographs it. Drawn alone
 * because the Studio itself needs a Sanity project to sign in to.
 */
import { InsertMenu, type InsertMenuOptions } from "@sanity/insert-menu";
import { Card, LayerProvider, ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { createRoot } from "react-dom/client";
import { createSchema, type ArraySchemaType, type ObjectSchemaType } from "sanity";
import { schemaTypes } from "../schemaTypes";

const schema = createSchema({ name: "default", types: schemaTypes });
const sections = (schema.get("page") as ObjectSchemaType).fields.find((field) => field.name === "sections")?.type as ArraySchemaType;
const { insertMenu } = sections.options as { insertMenu: InsertMenuOptions };

// The Studio's English words for the menu (sanity's inputs.array.insert-menu.* strings).
const labels = {
  "insert-menu.filter.all-items": "All",
  "insert-menu.search.no-results": "No items found",
  "insert-menu.search.placeholder": "Search",
  "insert-menu.toggle-grid-view.tooltip": "Toggle grid view",
  "insert-menu.toggle-list-view.tooltip": "Toggle list view",
};

createRoot(document.getElementById("root") as HTMLElement).render(
  <ThemeProvider theme={buildTheme()}>
    <LayerProvider>
      <Card radius={3} shadow={3} overflow="hidden" style={{ width: 560 }} data-insert-menu>
        <InsertMenu {...insertMenu} schemaTypes={sections.of as ObjectSchemaType[]} labels={labels} onSelect={() => undefined} />
      </Card>
    </LayerProvider>
  </ThemeProvider>,
);
