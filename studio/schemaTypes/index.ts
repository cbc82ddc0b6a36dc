import { insight, tag } from "./insight";
import { familyPageTypes } from "./pages/family-pages";
import { fixedPageTypes } from "./pages/fixed-pages";
import { partTypes } from "./parts";
import { privacyPolicy } from "./privacy-policy";
import { richText } from "./rich-text";
import { sampleValue, sampleValuesField } from "./sample-values";
import { siteSettings } from "./site-settings";
import { testimonial } from "./testimonial";

const types = [siteSettings, ...fixedPageTypes, ...familyPageTypes, insight, tag, testimonial, privacyPolicy, richText, ...partTypes];

/** Every type the site's queries read (app/content/queries.ts); any document may carry the sample's marks (./sample-values.ts). */
export const schemaTypes = [
  ...types.map((type) => (type.type === "document" && "fields" in type ? { ...type, fields: [...type.fields, sampleValuesField] } : type)),
  sampleValue,
];
