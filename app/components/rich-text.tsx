/**
 * Portable Text, rendered through one component map for every rich-text field
 * (articles, testimonials, the privacy policy).
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Link } from "react-router";
import type { RichText as RichTextValue, RichTextImage } from "~/content/queries";
import { isExternalLink } from "~/lib/links";
import { pathOf } from "~/pages/tree";
import { ContentImage } from "./content-image";

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    h4: ({ children }) => <h4>{children}</h4>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li>{children}</li>,
    number: ({ children }) => <li>{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => <code>{children}</code>,
    underline: ({ children }) => <span className="underline">{children}</span>,
    "strike-through": ({ children }) => <s>{children}</s>,
    // The site's link rule (app/lib/links.ts): a link off the site by its https:, mailto: or tel: address,
    // a page of the site by reference only. Anything else (a typed path, "//host", "/\\host", javascript:...) is plain text.
    link: ({ value, children }) => {
      const href: unknown = value?.href;
      if (!isExternalLink(href)) return <>{children}</>;
      return (
        <a href={href} rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    // The page the reference names, dereferenced by the query (app/content/queries.ts); none when it is unpublished.
    internalLink: ({ value, children }) => {
      const to = pathOf(value?.page);
      return to ? <Link to={to}>{children}</Link> : <>{children}</>;
    },
  },
  types: {
    image: ({ value }: { value: RichTextImage }) => (
      <figure>
        <ContentImage image={value} alt={value.alt ?? ""} displayWidth={720} />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  // Unknown content types are left out instead of showing developer warnings.
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
};

export function RichText({ value }: { value: RichTextValue | null | undefined }) {
  if (!value || value.length === 0) return null;
  return <PortableText value={value} components={components} onMissingComponent={false} />;
}
