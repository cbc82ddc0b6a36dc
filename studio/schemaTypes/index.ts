import { insight, tag } from "./insight";
import { privacyPolicy } from "./privacy-policy";
import { richText } from "./rich-text";
import { testimonial } from "./testimonial";

/** Every type the site's queries read (app/content/queries.ts). */
export const schemaTypes = [insight, tag, testimonial, privacyPolicy, richText];
