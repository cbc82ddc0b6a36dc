import { insight, tag } from "./insight";
import { familyPageTypes } from "./pages/family-pages";
import { fixedPageTypes } from "./pages/fixed-pages";
import { partTypes } from "./parts";
import { privacyPolicy } from "./privacy-policy";
import { richText } from "./rich-text";
import { siteSettings } from "./site-settings";
import { testimonial } from "./testimonial";

/** Every type the site's queries read (app/content/queries.ts). */
export const schemaTypes = [siteSettings, ...fixedPageTypes, ...familyPageTypes, insight, tag, testimonial, privacyPolicy, richText, ...partTypes];
