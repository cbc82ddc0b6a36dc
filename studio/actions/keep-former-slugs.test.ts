/**
 * The Studio's document actions as the Studio runs them (sanity.config.ts's resolver, on Sanity's
 * Publish), against the tests' Sanity stand-in: for every document type with a web address,
 * publishing a changed slug keeps the old one as a former address, which the site forwards.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DocumentActionComponent, DocumentActionsContext } from "sanity";
import { ARTICLE_TYPE, SLUGGED_PAGE_TYPES } from "../../app/lib/page-tree";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { studioOperations } from "../../tests/support/studio-operations";
import { schemaTypes } from "../schemaTypes";

const stand = vi.hoisted(() => ({ operations: undefined as ReturnType<typeof studioOperations> | undefined }));
vi.mock("sanity", async (importOriginal) => ({
  ...(await importOriginal<typeof import("sanity")>()),
  useDocumentOperation: (id: string) => stand.operations!.useDocumentOperation(id),
}));

const { default: config, PAGES_WITH_ADDRESSES } = await import("../sanity.config");

const TOKEN = "sk-editor-token-0123456789abcdef";
const withSlug = schemaTypes
  .filter((type) => type.type === "document" && "fields" in type && type.fields.some((field) => field.type === "slug"))
  .map((type) => type.name);

let fake: FakeSanity;
beforeAll(async () => {
  fake = await startFakeSanity({ documents: [], writeToken: TOKEN });
  stand.operations = studioOperations(fake.url, TOKEN);
});
afterAll(() => fake?.close());

/** The actions the Studio shows on a document of `type`, resolved by the Studio's configuration. */
function actionsFor(type: string): DocumentActionComponent[] {
  const resolve = config.document?.actions as (previous: DocumentActionComponent[], context: DocumentActionsContext) => DocumentActionComponent[];
  return resolve([stand.operations!.publishAction as unknown as DocumentActionComponent], { schemaType: type } as DocumentActionsContext);
}

describe("Publish in the Studio", () => {
  it("keeps former addresses for every document type with a slug, and those are the site's addressed types", () => {
    expect(withSlug.length).toBeGreaterThanOrEqual(4);
    expect([...PAGES_WITH_ADDRESSES].sort()).toEqual([...withSlug].sort());
    expect(withSlug).toEqual(expect.arrayContaining([...SLUGGED_PAGE_TYPES, ARTICLE_TYPE]));
    // Each has the field the action writes.
    for (const name of withSlug) {
      const type = schemaTypes.find((candidate) => candidate.name === name) as { fields: Array<{ name: string }> };
      expect(
        type.fields.map((field) => field.name),
        name,
      ).toContain("formerSlugs");
    }
  });

  it.each(withSlug)("records the old address of a %s whose slug changed, then publishes", async (type) => {
    const id = `doc-${type}`;
    const slug = (current: string) => ({ _type: "slug", current });
    fake.setDataset([
      { _id: id, _type: type, title: "A page", slug: slug("old-address") },
      { _id: `drafts.${id}`, _type: type, title: "A page", slug: slug("new-address") },
    ]);
    const publish = actionsFor(type).find((action) => action.action === "publish")!;
    const description = publish((await stand.operations!.props(id, type)) as never);
    description!.onHandle!();
    await stand.operations!.settled();

    const published = await stand.operations!.read(id);
    expect(published).toMatchObject({ slug: { current: "new-address" }, formerSlugs: ["old-address"] });
    expect(await stand.operations!.read(`drafts.${id}`)).toBeNull();
  });

  it("leaves a document without an address as Sanity publishes it", async () => {
    fake.setDataset([{ _id: "drafts.t", _type: "testimonial", name: "A" }]);
    const publish = actionsFor("testimonial").find((action) => action.action === "publish")!;
    publish((await stand.operations!.props("t", "testimonial")) as never)!.onHandle!();
    await stand.operations!.settled();
    expect(await stand.operations!.read("t")).toMatchObject({ name: "A" });
    expect(await stand.operations!.read("t")).not.toHaveProperty("formerSlugs");
  });
});
