/**
 * Portable Text, rendered through one component map for every rich-text field
 * (articles, testimonials, the privacy policy).
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Link } from "react-router";
import type { RichText as RichTextValue, RichTextImage } from "~/content/queries";
import { ContentImage } from "./content-image";

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

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
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "";
      if (isInternal(href)) return <Link to={href}>{children}</Link>;
      if (!/^(https?:|mailto:|tel:)/i.test(href)) return <>{children}</>;
      return (
        <a href={href} rel="noopener noreferrer">
          {children}
        </a>
      );
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
