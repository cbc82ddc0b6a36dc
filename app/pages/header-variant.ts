/**
 * Which of the three headers a path gets: a product's (the page tree's
 * `header`, app/lib/page-tree.ts) on its page and the paths below it, else
 * the general one. Apart from navigation.ts, whose code runs on the server
 * only, so the header's JavaScript carries just this.
 */
import { FIXED_PAGES, productOfPath, type ProductOfPages } from "~/lib/page-tree";

const PRODUCTS = FIXED_PAGES.flatMap((page) => ("header" in page ? [{ variant: page.header, path: page.path }] : []));

export type HeaderVariant = "general" | ProductOfPages;

export function headerVariant(pathname: string): HeaderVariant {
  return productOfPath(pathname) ?? "general";
}

/** The page of a product's header (its name links there); none for the general header. */
export function productPath(variant: HeaderVariant): string | undefined {
  return PRODUCTS.find((product) => product.variant === variant)?.path;
}
