/** The sample copy of the industry pages (the text the site had before it came from content). */
import type { IconName } from "../../../app/pages/shapes";

export type Callout = { title: string; text: string };
export type PopularFeature = { icon: IconName; title: string; text: string };

export type Industry = {
  slug: string;
  /** The page's name in the page tree. */
  title: string;
  icon: IconName;
  /** One sentence for the cards and the meta description. */
  summary: string;
  /** The intro callout under the hero. */
  intro: Callout;
  details: [Callout, Callout, Callout];
  features: [PopularFeature, PopularFeature, PopularFeature, PopularFeature];
};

const copy: Record<string, Omit<Industry, "slug" | "title">> = {
  "treatment-courts": {
    icon: "gavel",
    summary: "Drug test results reach the participant's DCCM case file the moment the lab releases them.",
    intro: {
      title: "Results in the case file before staffing",
      text: "A treatment court decides incentives and sanctions on test results. Paracelsus sends each released result into the participant's DCCM case file, so the team walks into staffing with the same facts the lab signed off.",
    },
    details: [
      {
        title: "No more faxed reports",
        text: "Results arrive electronically in the case file, without re-keying, lost pages or a coordinator chasing the lab by phone.",
      },
      {
        title: "Evidence that holds up",
        text: "Every specimen carries its chain of custody from collection to result, so a disputed positive can be answered from the record.",
      },
      {
        title: "A lab that knows courts",
        text: "The same company builds DCCM, used in over 100 locations, so the integration is maintained on both sides.",
      },
    ],
    features: [
      { icon: "link", title: "DCCM integration", text: "Released results appear in the participant's case file." },
      { icon: "chain", title: "Chain of custody", text: "Who handled each specimen, when and where." },
      { icon: "barcode", title: "Barcoded labels", text: "Specimens identified by scan from collection onward." },
      { icon: "receipt", title: "Per-test pricing", text: "Costs that follow the number of participants tested." },
    ],
  },
  "pain-management-clinics": {
    icon: "pill",
    summary: "Medication monitoring with results your prescribers can act on, integrated with your EMR.",
    intro: {
      title: "Medication monitoring prescribers can act on",
      text: "Prescribers need to know whether a patient takes what was prescribed and nothing else. Paracelsus returns toxicology results into your EMR so they are in front of the prescriber at the next visit.",
    },
    details: [
      {
        title: "Orders and results through your EMR",
        text: "Tests are ordered and results returned electronically, in the patient's chart, without a separate portal to check.",
      },
      {
        title: "Clear, consistent reports",
        text: "Every report follows the same layout, so a prescriber reads the result, not the formatting.",
      },
      {
        title: "Privacy by design",
        text: "Access is limited to the people who need it, with audit trails that support your HIPAA obligations.",
      },
    ],
    features: [
      { icon: "link", title: "EMR integration", text: "Orders in, results out, in the patient's chart." },
      { icon: "shield", title: "HIPAA compliance", text: "Role-based access and audit trails." },
      { icon: "chart", title: "Quality control graphs", text: "Confidence that each released result is sound." },
      { icon: "headset", title: "Helpdesk", text: "Monday to Friday, 8 AM to 7 PM ET." },
    ],
  },
  "reference-labs": {
    icon: "flask",
    summary: "High-volume accessioning, barcoded chain of custody and quality control graphs for CLIA labs.",
    intro: {
      title: "Throughput without losing track",
      text: "A reference lab lives on volume and accuracy. Paracelsus keeps every specimen identified by barcode from accessioning to release, with quality control plotted for each run.",
    },
    details: [
      {
        title: "Accessioning at scale",
        text: "Barcoded labels printed at receipt, scanned at every bench: fewer transcription errors and no hunting for a tube.",
      },
      {
        title: "Quality control you can show an inspector",
        text: "Quality control graphs and audit trails kept with the run, supporting CLIA compliance.",
      },
      {
        title: "Pricing that scales with you",
        text: "Per-test pricing means a new client account adds cost only as its specimens arrive.",
      },
    ],
    features: [
      { icon: "barcode", title: "Barcoded labels", text: "Scanned at every step from accessioning." },
      { icon: "chart", title: "Quality control graphs", text: "Controls plotted run by run." },
      { icon: "badge", title: "CLIA compliance", text: "Records kept the way inspections ask for them." },
      { icon: "link", title: "Client integrations", text: "Results to EMR and case-management systems." },
    ],
  },
  "addiction-recovery-centers": {
    icon: "heart",
    summary: "Testing schedules, results and trends that support each client's recovery plan.",
    intro: {
      title: "Testing that supports recovery",
      text: "In recovery, a test result is part of a conversation with a counselor. Paracelsus returns results quickly and keeps each client's history together, so trends are visible, not just the latest result.",
    },
    details: [
      {
        title: "A history, not a single result",
        text: "Each client's results are kept together, so counselors can see progress over weeks and months.",
      },
      {
        title: "Results where counselors work",
        text: "Integration with your EMR puts results into the client record your staff already use.",
      },
      {
        title: "Confidential by default",
        text: "Secure web access, role-based permissions and audit trails protect sensitive treatment information.",
      },
    ],
    features: [
      { icon: "trend", title: "Result history", text: "Every test for a client in one place." },
      { icon: "link", title: "EMR integration", text: "Results in the client record." },
      { icon: "lock", title: "Secure web access", text: "Nothing to install; access by role." },
      { icon: "school", title: "On-site training", text: "Your staff trained where they work." },
    ],
  },
  "correctional-facilities": {
    icon: "building",
    summary: "Secure, web-based testing records with a documented chain of custody for every specimen.",
    intro: {
      title: "Testing records that stand up to scrutiny",
      text: "In a correctional setting every test can lead to a hearing. Paracelsus documents who collected, handled and tested each specimen, and keeps the record secure and complete.",
    },
    details: [
      {
        title: "Documented at every hand-off",
        text: "Chain of custody recorded from collection to result, with barcoded labels that remove transcription errors.",
      },
      {
        title: "Secure, web-based access",
        text: "Authorized staff see results through a browser; nothing is installed on facility computers.",
      },
      {
        title: "Predictable costs",
        text: "Per-test pricing keeps the testing budget tied to the number of tests the facility orders.",
      },
    ],
    features: [
      { icon: "chain", title: "Chain of custody", text: "Every hand-off recorded." },
      { icon: "barcode", title: "Barcoded labels", text: "Specimens identified by scan." },
      { icon: "lock", title: "Secure web access", text: "Results for authorized staff only." },
      { icon: "receipt", title: "Per-test pricing", text: "Budget follows test volume." },
    ],
  },
  "community-supervision": {
    icon: "users",
    summary: "Probation officers see test results for their caseload through secure web access.",
    intro: {
      title: "Results for the whole caseload, in one place",
      text: "Probation and community supervision officers manage many people at once. Paracelsus gives each officer secure web access to test results for their caseload, as soon as the lab releases them.",
    },
    details: [
      {
        title: "Faster decisions",
        text: "Results reach the officer electronically, so a positive test can be addressed at the next contact.",
      },
      {
        title: "Defensible results",
        text: "Chain of custody and quality control records support a result if it is challenged at a violation hearing.",
      },
      {
        title: "Connected to the court",
        text: "Where a treatment court uses DCCM, the same results appear in the participant's court case file.",
      },
    ],
    features: [
      { icon: "eye", title: "Caseload view", text: "Results for every person an officer supervises." },
      { icon: "chain", title: "Chain of custody", text: "Records that support a hearing." },
      { icon: "link", title: "DCCM integration", text: "Results shared with the treatment court." },
      { icon: "headset", title: "Helpdesk", text: "Monday to Friday, 8 AM to 7 PM ET." },
    ],
  },
};

/** The pages in their order, with the names they had in the page tree. */
const names: Array<[string, string]> = [
  ["treatment-courts", "Treatment Courts"],
  ["pain-management-clinics", "Pain Management Clinics"],
  ["reference-labs", "Reference Labs"],
  ["addiction-recovery-centers", "Addiction Recovery Centers"],
  ["correctional-facilities", "Correctional Facilities"],
  ["community-supervision", "Community Supervision"],
];

export const industries: Industry[] = names.map(([slug, title]) => ({ slug, title, ...copy[slug]! }));
