/**
 * The company's contact facts, in one place. The spec leaves the phone number
 * and help-desk address unnamed: these are placeholders that one edit replaces.
 */
export const site = {
  name: "ACT",
  legalName: "ACT",
  tagline: "Technology that streamlines court and lab operations with efficiency and accuracy.",
  phone: { display: "(850) 555-0142", href: "tel:+18505550142" },
  email: "helpdesk@example.com",
  supportHours: "Monday to Friday, 8 AM to 7 PM ET",
  headquarters: {
    street: "100 Example Parkway, Suite 200",
    locality: "Gulf Breeze",
    region: "FL",
    postalCode: "32561",
    country: "US",
  },
  mailing: {
    street: "P.O. Box 0000",
    locality: "Gulf Breeze",
    region: "FL",
    postalCode: "32562",
    country: "US",
  },
  social: [
    { label: "ACT on LinkedIn", network: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { label: "ACT on Facebook", network: "Facebook", href: "https://www.facebook.com/example" },
  ],
} as const;

export type PostalAddress = typeof site.headquarters | typeof site.mailing;

export function formatAddress(address: PostalAddress): string[] {
  return [address.street, `${address.locality}, Florida ${address.postalCode}`];
}
