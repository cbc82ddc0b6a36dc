/** The six industries Paracelsus serves: one typed list feeds the overview and the subpage. */
export type Industry = {
  slug: string;
  title: string;
  summary: string;
};

export const industries: Industry[] = [
  {
    slug: "treatment-courts",
    title: "Treatment Courts",
    summary: "Drug test results reach the participant's DCCM case file the moment the lab releases them.",
  },
  {
    slug: "pain-management-clinics",
    title: "Pain Management Clinics",
    summary: "Medication monitoring with results your prescribers can act on, integrated with your EMR.",
  },
  {
    slug: "reference-labs",
    title: "Reference Labs",
    summary: "High-volume accessioning, barcoded chain of custody and quality control graphs for CLIA labs.",
  },
  {
    slug: "addiction-recovery-centers",
    title: "Addiction Recovery Centers",
    summary: "Testing schedules, results and trends that support each client's recovery plan.",
  },
  {
    slug: "correctional-facilities",
    title: "Correctional Facilities",
    summary: "Secure, web-based testing records with a documented chain of custody for every specimen.",
  },
  {
    slug: "community-supervision",
    title: "Community Supervision",
    summary: "Probation officers see test results for their caseload through secure web access.",
  },
];

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
