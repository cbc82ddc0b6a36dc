import { defineField, defineType } from "sanity";
import { PRODUCTS } from "../../../app/enquiries/fields";

export const insertMenuOrder = 170;

/** The enquiry form of the Contact page (the same fields, checks and storage), with one interest ticked on arrival. */
export const enquiryFormSection = defineType({
  name: "enquiryFormSection",
  type: "object",
  title: "Enquiry form",
  fields: [
    defineField({
      name: "interest",
      type: "string",
      title: "Interest ticked on arrival",
      description: "The visitor can change it. Empty: none ticked.",
      options: { list: PRODUCTS.map(({ key, label }) => ({ value: key, title: label })), layout: "radio" },
    }),
  ],
  preview: { select: { interest: "interest" }, prepare: ({ interest }) => ({ title: "Enquiry form", subtitle: interest ? `${interest} ticked` : undefined }) },
});
