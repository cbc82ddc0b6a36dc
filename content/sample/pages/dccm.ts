/** The DCCM page's copy: the accordion topics and the six steps are the spec's, verbatim. */
import type { AccordionItem, Step } from "../../../app/pages/shapes";
import type { Feature } from "./home";

export const premierPoints: [Feature, Feature, Feature] = [
  {
    icon: "browser",
    title: "Web-Based Efficiency",
    text: "DCCM runs in a web browser through secure web access. Judges, coordinators and treatment providers work from the bench, the office or the clinic, with no software to install or servers to maintain.",
  },
  {
    icon: "folder",
    title: "Comprehensive Case Management",
    text: "Screening, intake, dockets, treatment, drug tests, incentives and sanctions, reports and follow-ups sit in one case file per participant, so the whole team reads the same record.",
  },
  {
    icon: "link",
    title: "Seamless Integration",
    text: "Drug test results from Paracelsus labs flow straight into the participant's case file, and DCCM integrates with EMR and case-management systems your partners already use.",
  },
];

export const dccmTopics: AccordionItem[] = [
  {
    title: "Screening",
    paragraphs: [
      "Record each referral when it arrives: who referred the person, the charge, the eligibility criteria checked and the screening assessments completed.",
      "The team sees every pending referral in one list, so no referral stalls because a form sat on a desk. Accepted referrals become case files without re-entering a name or a date.",
    ],
  },
  {
    title: "Case File Management",
    paragraphs: [
      "One case file per participant holds demographics, program phase, treatment plan, court appearances, drug test history, incentives and sanctions, and case notes.",
    ],
    points: [
      "Phase advancement tracked against your program's own requirements",
      "Notes from the court, treatment and supervision team kept in one timeline",
      "Documents attached to the case instead of a shared drive",
    ],
  },
  {
    title: "Continuing Care",
    paragraphs: [
      "Recovery does not end at graduation. DCCM schedules follow-up contacts at 6, 12 and 24 months after discharge and reminds staff when each one is due.",
      "Outcomes recorded at each follow-up stay with the case file, so you can show funders what happened after participants left the program.",
    ],
  },
  {
    title: "Report Preparation",
    paragraphs: [
      "Before each docket, DCCM assembles a progress report for every participant on it: attendance, test results, compliance with treatment, incentives and sanctions since the last hearing.",
      "Program reports for grant applications and funders come from the same data, without spreadsheets kept on the side.",
    ],
  },
  {
    title: "Analytics/Recidivism",
    paragraphs: [
      "Measure what your program achieves: retention, phase progression, graduation and termination, and recidivism after participants leave.",
      "Compare cohorts, court types and date ranges to answer the questions a grant report or an evaluator asks.",
    ],
  },
  {
    title: "Dependable Data Security",
    paragraphs: ["Court and treatment records are sensitive. We address the four questions an IT or compliance review asks:"],
    points: [
      "Physical server location: we tell you where the servers that hold your data physically reside, and access to them is restricted.",
      "Encryption: every connection between a browser and DCCM is encrypted.",
      "System access: each person signs in with their own account, and roles limit what judges, coordinators and treatment providers can see and change.",
      "Audit controls: DCCM records who viewed or changed a record and when, so you can answer for every entry.",
    ],
  },
  {
    title: "HIPAA Compliance",
    paragraphs: [
      "A drug court handles protected health information every day: treatment attendance, diagnoses, medication and drug test results.",
      "DCCM is built for HIPAA: access limited by role, every change audited, and data encrypted in transit. Treatment providers can share what the court needs to know without e-mailing attachments.",
    ],
  },
  {
    title: "Toxicology Management with Paracelsus",
    paragraphs: [
      "Paracelsus is our laboratory information system for toxicology labs. When a Paracelsus lab tests a participant's specimen, the released result appears in the DCCM case file, with the specimen's chain of custody behind it.",
      "Coordinators see positives, dilutes and missed tests before staffing, and the result history feeds the participant's progress report.",
    ],
  },
  {
    title: "Specialty Courts",
    paragraphs: ["DCCM is configured to the program it serves, with the phases, requirements and reports each court type needs:"],
    points: ["Adult", "DUI", "Mental Health", "Juvenile", "Family Dependency", "Tribal", "ICWA"],
  },
];

export const dccmSteps: Step[] = [
  { title: "Login", text: "Staff sign in through secure web access from any current browser; roles decide what each person sees." },
  { title: "Intake", text: "Screen referrals, record eligibility and open the case file once a participant is accepted." },
  { title: "Docket", text: "Schedule hearings and staffing; each participant's progress report is ready before the judge takes the bench." },
  { title: "Treatment", text: "Providers record sessions and phase progress; the team logs incentives and sanctions in the same file." },
  { title: "Reporting", text: "Produce docket, program and grant reports from the data already entered." },
  { title: "Results", text: "See drug test results from the lab, outcomes at graduation and follow-ups at 6, 12 and 24 months." },
];
