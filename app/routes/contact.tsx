import { PageHero } from "~/components/page-hero";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import { formatAddress, site } from "~/lib/site";
import type { Route } from "./+types/contact";

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Contact Us", description: "Ask about DCCM or Paracelsus LIS, request a demo, or reach our help desk." });

export default function Contact() {
  return (
    <>
      <PageHero title="How Can We Help?">
        <p>Tell us about your court, agency or laboratory and we will get back to you within one business day.</p>
      </PageHero>
      <section className="container-page grid gap-6 py-14 md:grid-cols-3" aria-label="Ways to reach us">
        <div>
          <h2 className="font-semibold">Customer support</h2>
          <p className="mt-2">
            <a href={site.phone.href}>{site.phone.display}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {site.supportHours}
          </p>
        </div>
        <div>
          <h2 className="font-semibold">Headquarters</h2>
          <address className="mt-2 not-italic">
            {formatAddress(site.headquarters).map((line) => (
              <span key={line} className="block">{line}</span>
            ))}
          </address>
        </div>
        <div>
          <h2 className="font-semibold">Mailing address</h2>
          <address className="mt-2 not-italic">
            {formatAddress(site.mailing).map((line) => (
              <span key={line} className="block">{line}</span>
            ))}
          </address>
        </div>
      </section>
    </>
  );
}
