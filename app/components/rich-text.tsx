/**
 * Portable Text, rendered through one component map for every rich-text field
 * (articles, testimonials, the privacy policy). Its links and images arrive
 * resolved by the loader (app/pages/rich-text.server.ts): a link without an
 * address is plain text.
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Link } from "~/components/page-link";
import type { ShownMarkDef, ShownRichText, ShownRichTextImage } from "~/pages/rich-text.server";
import { ImageTag } from "./image-tag";

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
    link: ({ value, children }: { value?: ShownMarkDef; children: React.ReactNode }) =>
      value?.href ? (
        <a href={value.href} rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        children
      ),
    internalLink: ({ value, children }: { value?: ShownMarkDef; children: React.ReactNode }) =>
      value?.href ? <Link to={value.href}>{children}</Link> : children,
  },
  types: {
    image: ({ value }: { value: ShownRichTextImage }) => (
      <figure>
        {value.image ? <ImageTag image={value.image} /> : null}
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  // Unknown content types are left out instead of showing developer warnings.
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
};

export function RichText({ value }: { value: ShownRichText | null | undefined }) {
  if (!value || value.length === 0) return null;
  return <PortableText value={value} components={components} onMissingComponent={false} />;
}
