/**
 * Every block of the registry, against the places a block must be: the Studio's insert menu (the
 * committed schema, studio/schema.json), the site's stylesheets, and its drawing of the tests'
 * every-block page (tests/support/every-block-page.ts, filled in as an editor would), through the
 * loader's shaping and the page's drawing as a visitor gets them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import postcss from "postcss";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { builtPageQuery } from "~/content/queries";
import { parseEnv } from "~/lib/env.server";
import { silentLogger } from "~/lib/logger.server";
import type { Chrome } from "~/pages/navigation";
import { everyBlockPage } from "../../tests/support/every-block-page";
import type { SectionType } from "./block";
import { BuiltPageSections } from "./built-page";
import { BLOCKS } from "./index.server";
import { builtPageBlocks, shownSections } from "./sections.server";

const root = path.resolve(import.meta.dirname, "../..");

/** The section types the Studio offers in a page's Sections field (the extracted schema). */
function studioSectionTypes(): string[] {
  type Attribute = { value: { of: { of: { rest: { name: string } }[] } } };
  const schema = JSON.parse(readFileSync(path.join(root, "studio/schema.json"), "utf8")) as { name: string; attributes?: Record<string, Attribute> }[];
  const page = schema.find((type) => type.name === "page");
  return page!.attributes!.sections!.value.of.of.map((member) => member.rest.name);
}

/**
 * The class names the stylesheets of a built page define: app.css as Tailwind compiles it (what it
 * imports, and Tailwind's utilities among the given class names), the blocks' and the form's.
 */
async function definedClasses(candidates: string[]): Promise<Set<string>> {
  const app = await compile(readFileSync(path.join(root, "app/app.css"), "utf8"), { base: path.join(root, "app"), onDependency: () => {} });
  const sheets = [app.build(candidates), ...["app/styles/blocks.css", "app/styles/forms.css"].map((sheet) => readFileSync(path.join(root, sheet), "utf8"))];
  const classes = new Set<string>();
  for (const sheet of sheets)
    postcss.parse(sheet).walkRules((rule) => {
      for (const [, name] of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(name!.replace(/\\(.)/g, "$1"));
    });
  return classes;
}

const chrome = { demoButton: "Request a Demo", pages: [{ path: "/", name: "Home" }] } as unknown as Chrome;

/** Each block of the every-block page as a visitor's browser gets it: the server's HTML, or the interactive block rendered once its code is there. */
async function drawEveryBlock(): Promise<Map<SectionType, string>> {
  const sample = parseNdjson(readFileSync(path.join(root, "content/data.ndjson"), "utf8"));
  const { document } = everyBlockPage(sample, { id: "every-block", slug: "every-block", title: "Every block" });
  const content = new ContentService(new EmbeddedSource(toPublishedDataset([...sample, document])), new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
  const context = { env: parseEnv({ SITE_URL: "https://act.example" }), preview: false, content };
  const page = await content.run(builtPageQuery, { id: "every-block" });
  const drawn = new Map<SectionType, string>();
  for (const section of await shownSections(context, page?.sections)) {
    const { blocks, imagePreloads } = await builtPageBlocks([section], { url: "https://act.example/every-block", chrome, edit: undefined });
    // In a data router, as the page is: the form reads the router's state.
    const router = createMemoryRouter([{ path: "*", element: <BuiltPageSections blocks={blocks} imagePreloads={imagePreloads} formToken="form-token" /> }]);
    const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
    let html = "";
    for await (const chunk of prelude) html += chunk;
    drawn.set(section._type, html);
  }
  return drawn;
}

let drawing: Promise<Map<SectionType, string>> | undefined;
const drawnBlocks = () => (drawing ??= drawEveryBlock());

/** The classes of the first element in the HTML that takes the given class; none when no element does. */
function elementClasses(html: string, className: string): string[] {
  for (const [, value] of html.matchAll(/class="([^"]*)"/g)) {
    const classes = value!.split(/\s+/);
    if (classes.includes(className)) return classes;
  }
  return [];
}

describe("the blocks a built page can hold", () => {
  it("are the Studio's: each type its insert menu offers has its module, and no other", () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(studioSectionTypes().sort());
  });

  it("each draw their section of the every-block page as an element of their class", async () => {
    const drawn = await drawnBlocks();
    expect([...drawn.keys()].sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const block of Object.values(BLOCKS)) {
      expect(elementClasses(drawn.get(block.type) ?? "", block.className), `${block.type} draws an element of class ${block.className}`).toContain(
        block.className,
      );
    }
  });

  it("each have a look of their own: their element's class has rules in the site's stylesheets, or the element takes Tailwind's utilities", async () => {
    const drawn = await drawnBlocks();
    const onElements = Object.values(BLOCKS).map((block) => ({ block, classes: elementClasses(drawn.get(block.type) ?? "", block.className) }));
    const defined = await definedClasses(onElements.flatMap(({ classes }) => classes));
    const unstyled = onElements.filter(({ classes }) => !classes.some((name) => defined.has(name)));
    expect(
      unstyled.map(({ block }) => `${block.type}: no rule for .${block.className} in app/app.css or app/styles/, and no utility of Tailwind's on its element`),
    ).toEqual([]);
  });
});
