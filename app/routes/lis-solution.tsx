import { Link } from "~/components/page-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCards } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { RelatedInsights } from "~/components/blocks/related-insights";
import { Section } from "~/components/blocks/section";
import { Trail } from "~/components/blocks/trail";
import { PageHero } from "~/components/page-hero";
import { lisSolutionPageQuery } from "~/content/queries";
import { pageHeaders } from "~/lib/http";
import { memberOf, required } from "~/pages/page-content.server";
import { relatedInsights } from "~/pages/related-insights.server";
import { pageSeo, seo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { memberPath } from "~/pages/tree";
import { editAttributes } from "~/preview/edit-attributes.server";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/lis-solution";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await memberOf(context.content, "lisSolution", params.solution);
  const [{ page: found, shared }, site] = await Promise.all([context.content.run(lisSolutionPageQuery, { slug: params.solution }), context.content.site()]);
  const solution = required(found);
  const others = site.lisSolutions.flatMap(({ slug, title }) => (slug && title && slug !== solution.slug ? [{ slug, title }] : []));
  return {
    solution,
    seo: shownSeo(context, solution.seo),
    others,
    // The articles tagged with this LIS solution.
    related: await relatedInsights(context, [solution._id]),
    shared: shared?.memberPages,
    edit: editAttributes(context, { id: solution._id, type: solution._type }, ["title", "lead", "challenge", "capabilities", "outcomes"] as const),
    sharedEdit: shared ? editAttributes(context, { id: shared._id, type: shared._type }, ["memberPages"] as const) : undefined,
    jsonLd: await structuredData({ request, context }),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => {
  const solution = args.loaderData?.solution;
  return solution ? pageSeo(args, args.loaderData?.seo, { title: solution.title }) : seo(args, { title: "Page not found", noindex: true });
};

/** One component for every LIS Solutions page: an LIS solution document, and what every such page says (LIS Solutions' document). */
export default function LisSolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution, others, shared, edit, sharedEdit, related } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={shared?.eyebrow}
        title={solution.title}
        emblem={solution.icon}
        trail={<Trail />}
        actions={<DemoLink variant="light" context="of Paracelsus" />}
        edit={edit?.title}
      >
        <p data-sanity={edit?.lead}>{solution.lead}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="challenge-title">
        <div className="container-page">
          <div className="callout callout--intro" data-sanity={edit?.challenge}>
            <span className="callout-icon">
              <Icon name={solution.icon} />
            </span>
            <div>
              <p className="eyebrow">{shared?.challengeEyebrow}</p>
              <h2 id="challenge-title" className="section-title">
                {solution.challenge?.title}
              </h2>
              <p className="callout-text">{solution.challenge?.text}</p>
            </div>
          </div>
        </div>
      </section>

      <Section id="how-paracelsus-helps" tone="tint" eyebrow={shared?.capabilitiesEyebrow} title={shared?.capabilitiesTitle ?? ""} edit={edit?.capabilities}>
        <FeatureCards cards={solution.capabilities} columns={4} />
      </Section>

      <Section id="outcomes" title={shared?.outcomesTitle ?? ""}>
        <div className="outcomes">
          <ul className="check-list check-list--large" data-sanity={edit?.outcomes}>
            {(solution.outcomes ?? []).map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
          <nav className="aside-card" aria-labelledby="other-solutions-title">
            <h3 id="other-solutions-title" className="aside-title">
              {shared?.othersTitle}
            </h3>
            <ul className="aside-links">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={memberPath("lisSolution", other.slug)}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <RelatedInsights related={related} tone="tint" />

      <CtaBand id="solution-cta" title={shared?.cta?.title ?? ""} context="of Paracelsus" edit={sharedEdit?.memberPages}>
        <p>{shared?.cta?.text}</p>
      </CtaBand>
    </>
  );
}
