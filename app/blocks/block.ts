/**
 * What one block of a built page is, for the site: one module per block
 * (./<block>.server.tsx) says everything the site does with it, and the
 * registry (./index.server.ts) lists them; the page's drawing, its headed
 * bands, its islands and the loader's shaping are read from there.
 */
import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import type { Tone } from "~/components/blocks/headed-section";
import type { BuiltSection } from "~/content/queries";

/** A block's section type, as the Studio's schema names it (the generated types). */
export type SectionType = BuiltSection["_type"];
export type SectionOf<T extends SectionType> = Extract<BuiltSection, { _type: T }>;

export type Context = Pick<AppLoadContext, "env" | "preview" | "content">;

/** Where a section sits on the page: its id (made from its key, so two never share one), its band's tone, its field in preview. */
export type Placed = { id: string; tone: Tone; edit?: string | undefined };

type Common<T extends SectionType, S> = {
  type: T;
  /** Drawn under a heading, in the bands that alternate white and tinted as on the fixed pages. */
  headed: boolean;
  /**
   * The class of the element that is this block in its drawing. Its look: that class's rules in the
   * site's stylesheets (app/app.css, app/styles/), or the theme's utilities on the same element
   * (decision 041); blocks.test.tsx holds each block to one or the other.
   */
  className: string;
  /** The section as the page draws it, made in the loader (pictures as URLs, rich text's links as addresses); none: as the query gives it. */
  shown?: (context: Context, section: SectionOf<T>) => S | Promise<S>;
  /** False when the section, as shown, would draw a heading over nothing: then the page leaves it out. */
  shows?: (section: S) => boolean;
};

/** A block that does nothing in the browser: drawn to HTML on the server only (decision 025). */
type Drawn<S> = { draw: (section: S, place: Placed & { nested: boolean }) => ReactNode; island?: never };
/** A block drawn in the browser, by ./built-page.tsx, whose switch fails the typecheck until it draws every one. */
export type Island = { island: true; draw?: never };

export type Block<T extends SectionType, S = SectionOf<T>> = Common<T, S> & (Island | Drawn<S>);

type Shaped<T extends SectionType> = { _type: T; _key: string };

/**
 * One block's module: its type's section, as the loader shapes it, typed for the drawing. A block
 * either has its drawing here or says `island: true`, never both (the typecheck holds each to it).
 */
export function defineBlock<T extends SectionType, S extends Shaped<T> = SectionOf<T>>(block: Common<T, S> & Island): Common<T, S> & Island;
export function defineBlock<T extends SectionType, S extends Shaped<T> = SectionOf<T>>(block: Common<T, S> & Drawn<S>): Common<T, S> & Drawn<S>;
export function defineBlock(block: unknown) {
  return block;
}
