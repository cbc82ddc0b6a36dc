import type { Page } from "@playwright/test";

/** Collects console errors and page errors (hydration mismatches among them). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Every content-image URL the page asked for, from the network and from srcset. */
export function collectImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/images/")) urls.push(request.url());
  });
  return urls;
}

export async function imageUrlsInMarkup(page: Page): Promise<string[]> {
  return page.$$eval("img, picture source", (images) =>
    images.flatMap((img) => [
      ...(img.getAttribute("src") ? [img.getAttribute("src")!] : []),
      ...(img.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
    ]),
  );
}
