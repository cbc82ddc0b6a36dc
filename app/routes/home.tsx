import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { getContent } from "~/lib/content/content.server";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  return { testimonials: await getContent().testimonials() };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => seo(args, {});

const strengths = [
  { title: "30+ years of industry experience", text: "Building software for courts and labs since 1995." },
  { title: "Expertise in justice and substance monitoring", text: "DCCM in over 100 locations; web solutions for over 500 courts." },
  { title: "Commitment to continuous improvement", text: "Customers in 48 states shape every release." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="From Case to Care" title="Streamline Operations, Enhance Outcomes">
        <p>Case management for treatment courts and a laboratory information system for toxicology labs, built to work together.</p>
        <p className="mt-6">
          <Link to="/contact" className="button-primary">
            Request a Demo
          </Link>
        </p>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="who-we-are">
        <h2 id="who-we-are" className="text-2xl font-bold sm:text-3xl">
          Who We Are
        </h2>
        <p className="mt-4 max-w-prose">
          Since 1995 we have helped courts and laboratories replace paper files and disconnected spreadsheets with secure,
          web-based systems that share data where it is needed.
        </p>
        <p className="mt-6">
          <Link to="/about" className="button-primary">
            Read More<span className="sr-only"> about us</span>
          </Link>
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {strengths.map((strength) => (
            <li key={strength.title} className="rounded-lg border border-[var(--color-line)] p-6">
              <h3 className="text-lg font-semibold">{strength.title}</h3>
              <p className="mt-2 text-[var(--color-muted)]">{strength.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-[var(--color-brand-50)] py-14" aria-labelledby="our-solutions">
        <div className="container-page">
          <h2 id="our-solutions" className="text-2xl font-bold sm:text-3xl">
            Our Solutions
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <article className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">Drug Court Case Management</h3>
              <p className="mt-2">A web-based case management system for judges, court staff and treatment providers.</p>
              <Link to="/solutions/dccm" className="mt-4 inline-block font-semibold">
                Explore DCCM
              </Link>
            </article>
            <article className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">Paracelsus LIS</h3>
              <p className="mt-2">A web-based laboratory information system for toxicology labs, launched in 2009.</p>
              <Link to="/solutions/paracelsus" className="mt-4 inline-block font-semibold">
                Explore Paracelsus
              </Link>
            </article>
          </div>
        </div>
      </section>
      <div className="container-page">
        <TestimonialCarousel testimonials={loaderData.testimonials} />
      </div>
    </>
  );
}
