import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { BackToTop, SCROLL_TOP_THRESHOLD } from "~/components/chrome/back-to-top";
import { NeedHelp } from "~/components/chrome/need-help";
import { Enhancement } from "~/components/enhancement";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useNonce } from "~/components/nonce";
import { getPublicEnv } from "~/lib/env.server";
import { SITE_ICONS } from "~/lib/icons";
import { pageHeaders } from "~/lib/http";
import { chromeOf } from "~/pages/navigation";
import { seo, type SeoDefaults } from "~/pages/seo";
import { socialImage } from "~/pages/seo.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { backToTop } from "~/enhancements/back-to-top";
import { disclosures } from "~/enhancements/disclosures";
import { ready } from "~/enhancements/ready";
import { pageHasForm } from "~/pages/page-handle";

const SETTINGS_FIELDS = ["mainMenu", "paracelsusMenu", "demoButton", "footerBlurb", "footerColumns", "phone", "social"] as const;
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: SITE_ICONS.tab.href, type: "image/png", sizes: `${SITE_ICONS.tab.size}x${SITE_ICONS.tab.size}` },
  { rel: "apple-touch-icon", href: SITE_ICONS.homeScreen.href },
];

export const headers = pageHeaders;

/**
 * Read only when a page's loader failed and this route's boundary draws the page (every page route exports its
 * own): the page still has a title, and is kept out of search like every other not-found or error page.
 */
export const meta: Route.MetaFunction = (args) =>
  args.error ? seo(args, { title: isNotFound(args.error) ? "Page not found" : "Something went wrong", noindex: true }) : [];

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export async function loader({ context }: Route.LoaderArgs) {
  const publicEnv = getPublicEnv(context.env);
  const site = await context.content.site();
  const seoDefaults: SeoDefaults = {
    siteName: site.settings?.name ?? "",
    description: site.settings?.description ?? "",
    image: socialImage(context, site.settings?.socialImage),
  };
  // In preview, the header and footer open the settings they show.
  const edit = editAttributes(context, { id: "siteSettings", type: "siteSettings" }, SETTINGS_FIELDS);
  return { publicEnv, chrome: { ...chromeOf(site), edit }, seoDefaults, preview: context.preview };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const env = data?.publicEnv;
  const nonce = useNonce();
  // Only a preview hydrates React Router (its banner and overlays are drawn in the browser); a public page with the
  // enquiry form brings it to life as an island, whose script marks the page ready (decision 035).
  const preview = Boolean(data?.preview);
  const form = pageHasForm(useMatches());
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
        {/* After the site's stylesheets: a page made from blocks names the block stylesheets it uses here (routes/built-page.tsx), and those follow app.css in the cascade as a route's links do. */}
        <Meta />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <BackToTop />
        <NeedHelp widget={env?.HELP_WIDGET} />
        <Enhancement run={disclosures} settings={[]} />
        <Enhancement run={backToTop} settings={[SCROLL_TOP_THRESHOLD]} />
        {preview ? <Scripts nonce={nonce} /> : form ? null : <Enhancement run={ready} settings={[]} />}
        <script
          type="speculationrules"
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own rules, as JSON.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
        />
      </body>
    </html>
  );
}

/**
 * Pages are whole-page loads (decision 031); where the engine supports speculation rules, the
 * page behind a link the visitor is about to follow (a hover, a press) is fetched ahead, so it
 * opens at once. Not the pages drawn for one visitor (Contact and its form token) nor what is
 * not a page. Fetched only, not drawn ahead: nothing runs before the visitor asks for it.
 */
const SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/contact" } },
          { not: { href_matches: "/contact?*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/*.xml" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export default function App() {
  // Marks a preview once React runs in it, as app/enhancements/ready.ts does on a public page (the form's island where it has one).
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4">
        {status === 503
          ? "Our content service is unavailable right now. Please try again in a minute."
          : "We could not show this page. Please try again, or contact us if the problem continues."}
      </p>
      {import.meta.env.DEV && error instanceof Error ? <pre className="mt-4 overflow-auto">{error.stack}</pre> : null}
    </section>
  );
}
