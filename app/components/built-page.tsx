/**
 * A built page's sections (issue 33), top to bottom, each drawn by the
 * component the fixed pages draw it with: the headline band (PageHero),
 * sections with a heading (Section), a picture beside text (About's PictureBeside),
 * cards (FeatureCard), callouts, steps, counting figures, the accordion, the logo wall,
 * the testimonial carousel, the latest insights (Resources' InsightCards), the closing
 * band and the Contact page's enquiry form.
 *
 * Each interactive block (counters, accordion, carousel, form) is loaded on
 * demand, so a page's scripts are those of the blocks it draws and the
 * not-found answer of the same route loads none of them (issue 33); the route's
 * loader names the same modules for preloading (app/pages/lazy-blocks.ts). The server renders every block before it sends the
 * page, so the HTML is whole; in the browser a block's boundary hydrates once
 * its script is there.
 */
import { lazy, Suspense, type ReactNode } from "react";
import type { ShownSection } from "~/pages/built-page.server";
import { Callouts } from "./blocks/callouts";
import { CtaBand } from "./blocks/cta-band";
import { FeatureCards } from "./blocks/feature-card";
import { InsightCards } from "./blocks/insight-cards";
import { LogoWall } from "./blocks/logo-wall";
import { PictureBeside } from "./blocks/picture-beside";
import { Section } from "./blocks/section";
import { Steps } from "./blocks/steps";
import { Trail } from "./blocks/trail";
import { PageHero } from "./page-hero";
import { RichText } from "./rich-text";

const Accordion = lazy(() => import("./lazy-blocks/accordion"));
const StatsBand = lazy(() => import("./lazy-blocks/stat-counter"));
const TestimonialCarousel = lazy(() => import("./lazy-blocks/testimonial-carousel"));
const EnquiryForm = lazy(() => import("./lazy-blocks/enquiry-form"));

type Props = {
  sections: ShownSection[];
  /** Below the top level: the trail of pages above, in the headline band. */
  nested: boolean;
  /** The page's form token, when a section is the enquiry form. */
  formToken?: string | undefined;
  /** In preview: each section's field, by its key, so a click opens it in the Studio. */
  edit?: Partial<Record<string, string>> | undefined;
};

type Heading = { eyebrow?: string | null; title?: string | null; intro?: string | null } | null | undefined;

/** A section under a heading; its id is made from its key, so two sections never share one. */
function Headed({ id, heading, tone, edit, children }: { id: string; heading: Heading; tone?: "plain" | "tint"; edit: string | undefined; children: ReactNode }) {
  return (
    <Section id={id} tone={tone} eyebrow={heading?.eyebrow ?? undefined} title={heading?.title ?? ""} intro={heading?.intro ? <p>{heading.intro}</p> : undefined} edit={edit}>
      {children}
    </Section>
  );
}

export function BuiltPageSections({ sections, nested, formToken, edit }: Props) {
  // Sections with a heading alternate white and tinted bands, as the fixed pages do.
  let band = 0;
  const tone = (): "plain" | "tint" => (band++ % 2 === 0 ? "plain" : "tint");
  return (
    <>
      {sections.map((section) => {
        const id = `section-${section._key}`;
        const at = edit?.[section._key];
        switch (section._type) {
          case "hero":
            return (
              <PageHero key={section._key} eyebrow={section.eyebrow} title={section.title} emblem={section.emblem} art={section.art} trail={nested ? <Trail /> : undefined} edit={at}>
                <p>{section.lead}</p>
              </PageHero>
            );
          case "textSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <div className="prose-content mt-8">
                  <RichText value={section.body} />
                </div>
              </Headed>
            );
          case "pictureTextSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <PictureBeside picture={section.picture} side={section.side}>
                  <div className="prose-content">
                    <RichText value={section.body} />
                  </div>
                </PictureBeside>
              </Headed>
            );
          case "cardsSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <FeatureCards cards={section.cards} />
              </Headed>
            );
          case "calloutsSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <Callouts items={section.items ?? []} />
              </Headed>
            );
          case "stepsSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <Steps items={section.steps ?? []} />
              </Headed>
            );
          case "questionsSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <div className="mt-10">
                  <Suspense>
                    <Accordion items={section.topics ?? []} />
                  </Suspense>
                </div>
              </Headed>
            );
          case "statisticsSection":
            return (
              <Suspense key={section._key}>
                <StatsBand id={id} title={section.title} items={section.statistics ?? []} edit={at} />
              </Suspense>
            );
          case "logoWallSection":
            return (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <div className="mt-10">
                  <LogoWall logos={section.logos} label={section.heading?.title ?? ""} />
                </div>
              </Headed>
            );
          case "testimonialsSection":
            return (
              <div key={section._key} className="testimonial-band" data-sanity={at}>
                <div className="container-page">
                  <Suspense>
                    <TestimonialCarousel testimonials={section.testimonials} indicators />
                  </Suspense>
                </div>
              </div>
            );
          case "latestInsightsSection":
            // No published article (with its tag): no section, rather than a heading over nothing.
            return section.cards.length ? (
              <Headed key={section._key} id={id} heading={section.heading} tone={tone()} edit={at}>
                <InsightCards cards={section.cards} level={3} />
              </Headed>
            ) : null;
          case "callToAction":
            return (
              <CtaBand key={section._key} id={id} title={section.title} edit={at}>
                <p>{section.text}</p>
              </CtaBand>
            );
          case "enquiryFormSection":
            return formToken ? (
              <div key={section._key} className="container-page built-page-form" data-sanity={at}>
                <Suspense>
                  <EnquiryForm formToken={formToken} interest={section.interest} />
                </Suspense>
              </div>
            ) : null;
          default:
            return null;
        }
      })}
    </>
  );
}
