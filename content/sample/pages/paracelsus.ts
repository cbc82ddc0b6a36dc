/** The Paracelsus about page's copy: features, getting started, the animated statistics and logos. */
import type { Statistic, Step } from "../../../app/pages/shapes";
import type { Feature } from "./home";

export const paracelsusFeatures: Feature[] = [
  {
    icon: "barcode",
    title: "Barcoded from the first scan",
    text: "Print barcoded labels at accessioning; every later step scans the label instead of re-typing a specimen ID.",
  },
  {
    icon: "chain",
    title: "Chain of custody",
    text: "Each hand-off is recorded with who, when and where, so a result can be defended in court.",
  },
  {
    icon: "chart",
    title: "Quality control graphs",
    text: "Controls and calibrators plotted run by run, so drift is caught before results are released.",
  },
  {
    icon: "link",
    title: "EMR and case-management integration",
    text: "Orders come in and results go out electronically, including straight into a court's DCCM case file.",
  },
  {
    icon: "shield",
    title: "CLIA and HIPAA compliance",
    text: "Records, audit trails and access controls that support CLIA inspections and HIPAA obligations.",
  },
  {
    icon: "receipt",
    title: "Per-test pricing",
    text: "Transactional pricing: you pay for the tests you run, so cost follows volume and there is no large licence fee up front.",
  },
];

export const gettingStarted: Step[] = [
  {
    title: "See it with your own workflow",
    text: "Book a demo and walk us through how a specimen moves through your lab today; we show you the same path in Paracelsus.",
  },
  {
    title: "Configure and connect",
    text: "We set up your test menu, label printing and reports, and connect the EMR or case-management systems you send results to.",
  },
  {
    title: "Train on site and go live",
    text: "We train your staff on site, then our helpdesk supports you Monday to Friday, 8 AM to 7 PM ET.",
  },
];

/** The animated statistics: counting up to 100 (k+), 48 and 1000 (+). */
export const paracelsusStatistics: Statistic[] = [
  { value: 100, suffix: "k+", label: "tests per day" },
  { value: 48, label: "states" },
  { value: 1000, suffix: "+", label: "daily users" },
];

/** A logo drawn for this site (./art/logos/<file>.svg). */
const logo = (file: string, name: string) => ({ file, name });

/** Fictional organisations: illustrative logos drawn for this site, not real customers. */
export const communityLogos = [
  logo("riverbend-recovery-coalition", "Riverbend Recovery Coalition"),
  logo("tri-county-justice-forum", "Tri-County Justice Forum"),
  logo("lab-quality-circle", "Lab Quality Circle"),
  logo("second-chance-network", "Second Chance Network"),
];

export const clientLogos = [
  logo("example-county-treatment-court", "Example County Treatment Court"),
  logo("sample-valley-toxicology", "Sample Valley Toxicology"),
  logo("placeholder-bay-pain-clinic", "Placeholder Bay Pain Clinic"),
  logo("demo-ridge-probation", "Demo Ridge Probation Services"),
];
