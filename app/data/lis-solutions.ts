/** The five LIS Solutions subpages of Paracelsus: one typed list feeds the overview and the subpage. */
export type LisSolution = {
  slug: string;
  title: string;
  summary: string;
};

export const lisSolutions: LisSolution[] = [
  {
    slug: "sample-management-and-workflow-automation",
    title: "Sample Management and Workflow Automation",
    summary:
      "Barcoded labels from accessioning onward and a complete chain of custody for every specimen, so nothing waits on paperwork.",
  },
  {
    slug: "data-analytics-reporting-and-quality-control",
    title: "Data Analytics, Reporting and Quality Control",
    summary: "Quality control graphs, audit-ready reports and result trends that support CLIA compliance.",
  },
  {
    slug: "integration-and-system-compatibility",
    title: "Integration and System Compatibility",
    summary:
      "EMR and case-management integration: results flow into a court client's DCCM case file or a clinic's records without re-keying.",
  },
  {
    slug: "transactional-billing",
    title: "Transactional Billing",
    summary: "Per-test pricing: you pay for the tests you run, with no large licence up front.",
  },
  {
    slug: "onsite-training-and-premier-support",
    title: "Onsite Training and Premier Support",
    summary: "On-site training for your staff and a helpdesk open Monday to Friday, 8 AM to 7 PM ET.",
  },
];

export function findLisSolution(slug: string): LisSolution | undefined {
  return lisSolutions.find((solution) => solution.slug === slug);
}
