import { Link } from "react-router";
import { ContentImage } from "~/components/content-image";
import { LocalDate } from "~/components/local-date";
import { contentFor } from "~/lib/content/content.server";
import { excerpt } from "~/lib/excerpt";
import { pageHeaders } from "~/lib/http";
import { editAttributes } from "~/lib/preview/edit-attributes.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/resources";

export async function loader({ context }: Route.LoaderArgs) {
  const insights = await contentFor(context).insights();
  // Cards carry only what they show: the excerpt is cut here, not in the browser.
  return {
    cards: insights.map((insight) => ({
      id: insight._id,
      title: insight.Title,
      slug: insight.slug.current,
      author: insight.Author,
      date: insight.Date,
      image: insight.Image,
      excerpt: excerpt(insight.portableText),
      edit: editAttributes(context, { id: insight._id, type: "insight" }, ["Title"] as const)?.Title,
    })),
  };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Resources and Insights",
    description:
      "Articles for treatment courts, probation agencies and toxicology labs: case management, drug testing workflows, compliance and outcomes.",
  });

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Resources and Insights</h1>
      <p className="mt-3 max-w-prose text-[var(--color-muted)]">
        Practical articles for court administrators, treatment-court teams and laboratory directors.
      </p>
      {cards.length === 0 ? (
        <p className="mt-10">No articles have been published yet.</p>
      ) : (
        <ul className="insight-grid mt-10 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id} className="insight-card flex flex-col overflow-hidden rounded-lg border border-[var(--color-line)] bg-white shadow-sm">
              <ContentImage
                image={card.image}
                alt=""
                displayWidth={400}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                priority={index === 0}
                className="h-[200px] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg font-semibold leading-snug" data-sanity={card.edit}>
                  <Link to={`/insights/${card.slug}`} className="card-link">
                    {card.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-[var(--color-muted)]">
                  {card.author ? <span>{card.author}</span> : null}
                  {card.author && card.date ? <span aria-hidden="true"> · </span> : null}
                  {card.date ? <LocalDate value={card.date} /> : null}
                </p>
                <p className="insight-excerpt mt-3 text-[0.95rem] leading-relaxed">{card.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
