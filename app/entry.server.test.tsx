/**
 * The Content-Security-Policy a page is sent with, from React Router's own
 * request handler through this site's document renderer: a page that is the
 * same for every visitor allows by hash the scripts the site writes (React
 * Router's context, route modules and scroll restoration), and never a script
 * that reached the page some other way — here a route that renders
 * content as raw HTML, as an HTML-injection bug would.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRequestHandler, Links, Meta, Scripts, ScrollRestoration, useLoaderData, type AppLoadContext, type ServerBuild } from "react-router";
import { useNonce } from "~/components/nonce";
import { CACHE_PAGE, CACHE_PRIVATE } from "~/lib/http";
import * as entry from "./entry.server";
import { silentLogger } from "~/lib/logger.server";

const INJECTED = "alert(document.domain)";

function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The bug: content written into the page as HTML. */
function RawContent() {
  const { html } = useLoaderData<{ html: string }>();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own fixed HTML, to see what the document renderer does with it.
  return <main dangerouslySetInnerHTML={{ __html: html }} />;
}

const build = (cacheControl: string): ServerBuild => ({
  entry: { module: entry },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: RawContent,
        Layout,
        loader: () => ({ html: `<p>Welcome</p><script>${INJECTED}</script><img src=x onerror="${INJECTED}">` }),
        headers: () => ({ "Cache-Control": cacheControl }),
      },
    },
  },
  assets: {
    entry: { imports: [], module: "/assets/entry.client.js" },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root.js",
        hasLoader: true,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
});

async function render(cacheControl: string) {
  const context = {
    cspNonce: "bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==",
    preview: false,
    log: silentLogger(),
    contentSecurityPolicy: (sources: string[]) => `script-src 'self' ${sources.join(" ")}`,
  } as unknown as AppLoadContext;
  const response = await createRequestHandler(build(cacheControl), "production")(new Request("http://site.test/"), context);
  return { html: await response.text(), policy: response.headers.get("Content-Security-Policy") ?? "" };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The text of every inline script a browser would run, as it parses the page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = ""]) => text);
}

describe("the policy of a page that is the same for every visitor", () => {
  it("allows every script the site writes, and not one that reached the page in its content", async () => {
    const { html, policy } = await render(CACHE_PAGE);
    const scripts = inlineScripts(html);
    expect(scripts).toContain(INJECTED);
    const own = scripts.filter((text) => text !== INJECTED);
    // React Router's context and route modules, and the scroll restoration.
    expect(own.some((text) => text.includes("window.__reactRouterContext"))).toBe(true);
    expect(own.some((text) => text.includes("window.__reactRouterRouteModules"))).toBe(true);
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const text of own) expect(policy, text.slice(0, 60)).toContain(sha256(text));
    expect(policy).not.toContain(sha256(INJECTED));
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'unsafe-inline'");
    // Nothing of a nonce in bytes that any cache may keep.
    expect(html).not.toContain("nonce");
  });
});

describe("the policy of a page rendered for one visitor", () => {
  it("allows the response's nonce, which only the site's scripts carry", async () => {
    const { html, policy } = await render(CACHE_PRIVATE);
    expect(policy).toBe("script-src 'self' 'nonce-bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ=='");
    expect(html).toContain(`<script>${INJECTED}</script>`);
    expect(html).toMatch(/<script nonce="bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==">window.__reactRouterContext/);
  });
});
