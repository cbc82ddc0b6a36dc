import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_IMMUTABLE, CACHE_NOT_FOUND } from "~/lib/http";
import { createContentFileHandler } from "./content-files.server";
import { fileDescription, fileUrl } from "./file-url";

/** The sample's DCCM datasheet, named as Sanity names a file asset's file. */
const FREE = "497dd2a64c93a3ee4ca90e5bb8b217b7300c2a6a.pdf";
/** The sample's RFP checklist: for the short form, never served here. */
const GATED = "e51b00d20608fde2a122c9de9cc1669cccf14e20.pdf";
const BASE = "/files/embedded/production";

type Site = { url: string; close(): Promise<void> };
const open: Site[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((site) => site.close()));
});

async function startSite(): Promise<Site> {
  const root = mkdtempSync(path.join(tmpdir(), "content-files-"));
  const filesDir = path.join(root, "content", "files");
  mkdirSync(filesDir, { recursive: true });
  for (const file of [FREE, GATED]) copyFileSync(path.resolve("content/files", file), path.join(filesDir, file));
  // What a path that escaped the folder would reach.
  writeFileSync(path.join(root, "content", "data.ndjson"), "secret\n");
  const handler = createContentFileHandler({
    projectId: "embedded",
    dataset: "production",
    filesDir,
    isFree: async (assetId) => assetId === `file-${FREE.replace(".pdf", "")}-pdf`,
  });
  const app = express();
  app.get("/files/:projectId/:dataset/:file", (req, res, next) => {
    handler(req, res).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const site: Site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  open.push(site);
  return site;
}

describe("a free document's file in embedded mode", () => {
  it("is the PDF's bytes, saved under the name the link gives, kept for good by any cache", async () => {
    const site = await startSite();
    const response = await fetch(`${site.url}${BASE}/${FREE}?dl=dccm-datasheet.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="dccm-datasheet.pdf"');
    expect(response.headers.get("cache-control")).toBe(CACHE_IMMUTABLE);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.resolve("content/files", FREE)))).toBe(true);
  });

  it("without a name to save it under, opens in the browser", async () => {
    const site = await startSite();
    const response = await fetch(`${site.url}${BASE}/${FREE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe("inline");
  });

  it("is never a document's for the short form: that one is given through its signed link", async () => {
    const site = await startSite();
    const response = await fetch(`${site.url}${BASE}/${GATED}?dl=rfp-checklist.pdf`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(CACHE_NOT_FOUND);
  });

  it.each([
    ["a path out of the folder", "..%2Fdata.ndjson"],
    ["a path out of the folder, encoded twice", "..%252Fdata.ndjson"],
    ["a name that is not an asset's", "data.ndjson"],
    ["a hash in capitals", FREE.toUpperCase().replace(".PDF", ".pdf")],
    ["another kind of file", FREE.replace(".pdf", ".html")],
    ["a file the folder lacks", `${"0".repeat(40)}.pdf`],
  ])("answers 404 in plain words for %s", async (_what, file) => {
    const site = await startSite();
    const response = await fetch(`${site.url}${BASE}/${file}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("File not found");
  });

  it("answers 404 for another project or dataset", async () => {
    const site = await startSite();
    expect((await fetch(`${site.url}/files/other/production/${FREE}`)).status).toBe(404);
    expect((await fetch(`${site.url}/files/embedded/staging/${FREE}`)).status).toBe(404);
  });

  it.each([
    ["a name with a path", "dl=..%2F..%2Fx.pdf"],
    ["a name with a quote", "dl=a%22b.pdf"],
    ["a name of another kind", "dl=datasheet.exe"],
    ["the name twice", "dl=a.pdf&dl=b.pdf"],
    ["another parameter", "w=200"],
  ])("refuses %s with 400 in plain words", async (_what, query) => {
    const site = await startSite();
    const response = await fetch(`${site.url}${BASE}/${FREE}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("takes only dl=<name>.pdf");
  });
});

describe("a document's file URL and size", () => {
  const embedded = { projectId: "embedded", dataset: "production", baseUrl: "/" };
  const sanity = { projectId: "abc123", dataset: "production", baseUrl: "https://cdn.sanity.io" };
  const ref = `file-${"a".repeat(40)}-pdf`;

  it("is Sanity's file CDN path, on the site in embedded mode, saved under the slug", () => {
    expect(fileUrl(embedded, ref, "dccm-datasheet")).toBe(`/files/embedded/production/${"a".repeat(40)}.pdf?dl=dccm-datasheet.pdf`);
    expect(fileUrl(sanity, ref, "dccm-datasheet")).toBe(`https://cdn.sanity.io/files/abc123/production/${"a".repeat(40)}.pdf?dl=dccm-datasheet.pdf`);
  });

  it("is none for what is not a file asset", () => {
    expect(fileUrl(embedded, `image-${"a".repeat(40)}-10x10-png`, "x")).toBeUndefined();
    expect(fileUrl(embedded, undefined, "x")).toBeUndefined();
  });

  it("reads as a buyer reads it", () => {
    expect(fileDescription("pdf", 245_760)).toBe("PDF, 240 KB");
    expect(fileDescription("pdf", 1332)).toBe("PDF, 2 KB");
    expect(fileDescription("pdf", 3 * 1024 * 1024)).toBe("PDF, 3.0 MB");
    expect(fileDescription("pdf", undefined)).toBe("PDF");
  });
});
