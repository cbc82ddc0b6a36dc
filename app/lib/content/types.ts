import type { PortableTextBlock } from "@portabletext/react";

/** An image field as the content service returns it (asset reference plus editor settings). */
export type SanityImage = {
  _type: "image";
  asset?: { _ref: string; _type?: "reference" };
  alt?: string;
  caption?: string;
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; height: number; width: number };
};

export type RichText = PortableTextBlock[];

export type Tag = { _key?: string; label: string; value: string; url?: string };

export type Testimonial = {
  _id: string;
  name: string;
  position: string | null;
  image: SanityImage | null;
  content: RichText | null;
};

export type InsightSummary = {
  _id: string;
  Title: string;
  Author: string | null;
  Date: string | null;
  Image: SanityImage | null;
  portableText: RichText | null;
  slug: { current: string };
};

export type Insight = {
  _id: string;
  Title: string;
  Author: string | null;
  Date: string | null;
  Image: SanityImage | null;
  portableText: RichText | null;
  tags: Tag[] | null;
  slug: { current: string };
};

export type InsightSitemapEntry = { slug: string; Date: string | null; _updatedAt: string | null };

export type PrivacyPolicy = {
  title: string;
  body: RichText | null;
};
