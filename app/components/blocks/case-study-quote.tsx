/** A case study's quote, with the person, their role and the client beneath it: on its page and in a summary of it. */
export function CaseStudyQuote({
  quote,
  client,
  edit,
}: {
  quote: { text?: string | null; person?: string | null; role?: string | null } | null | undefined;
  client: string;
  edit?: string | undefined;
}) {
  if (!quote?.text) return null;
  return (
    <figure className="case-quote" data-sanity={edit}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        {quote.person}, {quote.role}, {client}
      </figcaption>
    </figure>
  );
}
