/**
 * The header menus. Kept apart from the page data (industries.ts,
 * lis-solutions.ts) so every page's bundle carries eleven titles, not the
 * subpages' copy; navigation.test.ts keeps the two in step.
 */
import type { MenuLink } from "~/components/chrome/disclosure-menu";

const PARACELSUS = "/solutions/paracelsus";

export const generalSolutions: MenuLink[] = [
  { to: PARACELSUS, label: "Paracelsus" },
  { to: "/solutions/dccm", label: "DCCM" },
];

export const aboutParacelsus: MenuLink[] = [
  { to: PARACELSUS, label: "Paracelsus LIS overview" },
  { to: "/about", label: "About ACT" },
  { to: "/solutions/dccm", label: "DCCM for courts" },
];

export const whoWeServe: MenuLink[] = [
  { to: `${PARACELSUS}/who-we-serve`, label: "All industries" },
  { to: `${PARACELSUS}/who-we-serve/treatment-courts`, label: "Treatment Courts" },
  { to: `${PARACELSUS}/who-we-serve/pain-management-clinics`, label: "Pain Management Clinics" },
  { to: `${PARACELSUS}/who-we-serve/reference-labs`, label: "Reference Labs" },
  { to: `${PARACELSUS}/who-we-serve/addiction-recovery-centers`, label: "Addiction Recovery Centers" },
  { to: `${PARACELSUS}/who-we-serve/correctional-facilities`, label: "Correctional Facilities" },
  { to: `${PARACELSUS}/who-we-serve/community-supervision`, label: "Community Supervision" },
];

export const lisSolutionLinks: MenuLink[] = [
  { to: `${PARACELSUS}/lis-solutions`, label: "All LIS solutions" },
  { to: `${PARACELSUS}/lis-solutions/sample-management-and-workflow-automation`, label: "Sample Management and Workflow Automation" },
  { to: `${PARACELSUS}/lis-solutions/data-analytics-reporting-and-quality-control`, label: "Data Analytics, Reporting and Quality Control" },
  { to: `${PARACELSUS}/lis-solutions/integration-and-system-compatibility`, label: "Integration and System Compatibility" },
  { to: `${PARACELSUS}/lis-solutions/transactional-billing`, label: "Transactional Billing" },
  { to: `${PARACELSUS}/lis-solutions/onsite-training-and-premier-support`, label: "Onsite Training and Premier Support" },
];

export type HeaderVariant = "general" | "dccm" | "paracelsus";

/** Which of the three headers a path gets (spec section 2). */
export function headerVariant(pathname: string): HeaderVariant {
  if (pathname === "/solutions/dccm" || pathname === "/solutions/dccm/") return "dccm";
  if (pathname === PARACELSUS || pathname.startsWith(`${PARACELSUS}/`)) return "paracelsus";
  return "general";
}
