/** The sample copy of the LIS Solutions pages. */
import type { IconName } from "../../../app/pages/shapes";

export type Capability = { icon: IconName; title: string; text: string };

export type LisSolution = {
  slug: string;
  /** The page's name in the page tree. */
  title: string;
  icon: IconName;
  /** One sentence for the cards and the meta description. */
  summary: string;
  /** The hero lead. */
  lead: string;
  /** The problem this part of the system solves, in the lab's words. */
  challenge: { title: string; text: string };
  capabilities: [Capability, Capability, Capability, Capability];
  /** What changes for the lab, as a short list. */
  outcomes: string[];
};

const copy: Record<string, Omit<LisSolution, "slug" | "title">> = {
  "sample-management-and-workflow-automation": {
    icon: "barcode",
    summary:
      "Barcoded labels from accessioning onward and a complete chain of custody for every specimen, so nothing waits on paperwork.",
    lead: "From the moment a specimen arrives, Paracelsus knows where it is, who handled it and what happens next.",
    challenge: {
      title: "Every re-typed ID is a chance to get it wrong",
      text: "Hand-written requisitions and manual logs slow accessioning and invite transcription errors. In toxicology, a mislabeled specimen is not only a lab error: it can decide a court hearing.",
    },
    capabilities: [
      { icon: "barcode", title: "Barcoded labels", text: "Printed at accessioning and scanned at every bench after it." },
      { icon: "chain", title: "Chain of custody", text: "Each hand-off recorded with who, when and where." },
      { icon: "clipboard", title: "Worklists", text: "Specimens grouped into batches for each instrument run." },
      { icon: "search", title: "Specimen lookup", text: "Find any specimen's status and location." },
    ],
    outcomes: [
      "Fewer transcription errors at accessioning",
      "A chain of custody ready for any challenge",
      "Staff time spent testing, not searching for tubes",
    ],
  },
  "data-analytics-reporting-and-quality-control": {
    icon: "chart",
    summary: "Quality control graphs, audit-ready reports and result trends that support CLIA compliance.",
    lead: "See the quality of every run before results go out, and report on your lab's work without exporting to spreadsheets.",
    challenge: {
      title: "Quality problems hide in tables",
      text: "A control that drifts a little each day is easy to miss in a column of numbers and hard to explain to an inspector afterwards.",
    },
    capabilities: [
      { icon: "chart", title: "Quality control graphs", text: "Controls and calibrators plotted run by run." },
      { icon: "clipboard", title: "Client reports", text: "Consistent result reports for every client." },
      { icon: "trend", title: "Trends", text: "Volumes, turnaround and positivity over time." },
      { icon: "badge", title: "CLIA support", text: "Records and audit trails kept for inspection." },
    ],
    outcomes: ["Drift caught before results are released", "Inspection records in one place", "Management figures without manual exports"],
  },
  "integration-and-system-compatibility": {
    icon: "link",
    summary:
      "EMR and case-management integration: results flow into a court client's DCCM case file or a clinic's records without re-keying.",
    lead: "Paracelsus exchanges orders and results with the systems your clients already use, so a result is entered once and read everywhere.",
    challenge: {
      title: "Results that have to be typed twice",
      text: "When a lab's results leave as PDFs or faxes, every clinic and court re-keys them, and every re-keying is a chance for error and delay.",
    },
    capabilities: [
      { icon: "link", title: "EMR integration", text: "Orders received and results returned electronically." },
      { icon: "gavel", title: "DCCM case files", text: "Results delivered into a court participant's file." },
      { icon: "server", title: "Instrument data", text: "Results from your analyzers brought into the LIS." },
      { icon: "browser", title: "Secure web access", text: "Clients without an interface read results in a browser." },
    ],
    outcomes: ["No re-keying at the lab or at the client", "Faster turnaround from release to decision", "One result, the same everywhere it is read"],
  },
  "transactional-billing": {
    icon: "receipt",
    summary: "Per-test pricing: you pay for the tests you run, with no large licence up front.",
    lead: "Paracelsus is priced per test. Your LIS cost rises and falls with the work you do.",
    challenge: {
      title: "Licences priced for a lab you are not yet",
      text: "Large up-front licences make a growing lab pay for capacity before it has the clients to fill it, and keep paying when volume dips.",
    },
    capabilities: [
      { icon: "receipt", title: "Per-test pricing", text: "A transaction for each test run, nothing more." },
      { icon: "trend", title: "Costs that follow volume", text: "Quiet months cost less; busy months pay for themselves." },
      { icon: "clipboard", title: "Clear statements", text: "Billing that matches the tests in your records." },
      { icon: "browser", title: "Nothing to install", text: "Secure web access: no servers or licences per workstation." },
    ],
    outcomes: ["No large licence fee before go-live", "A cost per test you can price your services on", "Budget that scales with new clients"],
  },
  "onsite-training-and-premier-support": {
    icon: "headset",
    summary: "On-site training for your staff and a helpdesk open Monday to Friday, 8 AM to 7 PM ET.",
    lead: "We train your team where they work, and stay a phone call away once you are live.",
    challenge: {
      title: "Software is only as good as its first month",
      text: "A new LIS changes every bench in the lab. Staff who learn it from a manual fall back on workarounds; staff trained on their own workflow use it fully.",
    },
    capabilities: [
      { icon: "school", title: "On-site training", text: "Trainers at your lab, on your test menu and instruments." },
      { icon: "headset", title: "Helpdesk", text: "Monday to Friday, 8 AM to 7 PM ET." },
      { icon: "browser", title: "Web-based", text: "New staff start from a browser, with nothing to install." },
      { icon: "refresh", title: "Your requests heard", text: "Customer requests shape what goes into each release." },
    ],
    outcomes: ["Staff confident on day one", "Answers during the hours labs work", "Knowledge that survives staff turnover"],
  },
};

/** The pages in their order, with the names they had in the page tree. */
const names: Array<[string, string]> = [
  ["sample-management-and-workflow-automation", "Sample Management and Workflow Automation"],
  ["data-analytics-reporting-and-quality-control", "Data Analytics, Reporting and Quality Control"],
  ["integration-and-system-compatibility", "Integration and System Compatibility"],
  ["transactional-billing", "Transactional Billing"],
  ["onsite-training-and-premier-support", "Onsite Training and Premier Support"],
];

export const lisSolutions: LisSolution[] = names.map(([slug, title]) => ({ slug, title, ...copy[slug]! }));
