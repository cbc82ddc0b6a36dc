import { PageHero } from "~/components/page-hero";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { getContent } from "~/lib/content/content.server";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export async function loader() {
  return { testimonials: await getContent().testimonials() };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "About Us", description: "ACT has built software for courts and laboratories since 1995, with customers in 48 states." });

const milestones = [
  { year: "1995", title: "Foundation and Philosophy", text: "ACT is founded to bring dependable software to the justice sector." },
  { year: "2009", title: "Revolutionizing Drug Court Management", text: "Paracelsus LIS launches, linking toxicology results to court case files." },
  { year: null, title: "Expanding Horizons", text: "DCCM grows to over 100 locations and our web solutions reach over 500 courts." },
  { year: null, title: "Building the Future Together", text: "Customers in 48 states guide what we build next." },
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Who We Are" title="Bridging Systems with Precision Solutions" />
      <section className="container-page py-14" aria-labelledby="our-story">
        <h2 id="our-story" className="text-2xl font-bold sm:text-3xl">
          Our Story
        </h2>
        <ol className="mt-8 grid gap-6">
          {milestones.map((milestone) => (
            <li key={milestone.title} className="rounded-lg border border-[var(--color-line)] p-6">
              <h3 className="text-lg font-semibold">
                {milestone.title}
                {milestone.year ? <span className="ml-2 text-[var(--color-muted)]">{milestone.year}</span> : null}
              </h3>
              <p className="mt-2">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container-page pb-14" aria-labelledby="impact">
        <h2 id="impact" className="text-2xl font-bold sm:text-3xl">
          Nationwide Impact
        </h2>
        <p className="mt-4">Courts, agencies and laboratories in 48 states rely on our software.</p>
      </section>
      <div className="container-page">
        <TestimonialCarousel testimonials={loaderData.testimonials} indicators />
      </div>
    </>
  );
}
