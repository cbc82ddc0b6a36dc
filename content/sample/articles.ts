/**
 * Sample `insight` articles. All people, courts and laboratories named here
 * are fictional. Statements about ACT's products are limited to the facts in
 * the project brief (DCCM, Paracelsus LIS, per-test pricing, integration,
 * barcodes, chain of custody, QC graphs, CLIA/HIPAA, onsite training,
 * help-desk hours, continuing-care follow-ups, supported specialty courts).
 */
import type { BlockSpec } from "./portable-text.js";
import { bullet, h2, h3, image, numbered, p, quote } from "./portable-text.js";
import type { HeroMotif, Palette } from "./illustrations.js";
import { palettes } from "./illustrations.js";

export type Tag = { label: string; value: string; url: string };

const WHO = "/solutions/paracelsus/who-we-serve";
const LIS = "/solutions/paracelsus/lis-solutions";

export const tags = {
  dccm: { label: "DCCM", value: "dccm", url: "/solutions/dccm" },
  paracelsus: { label: "Paracelsus LIS", value: "paracelsus-lis", url: "/solutions/paracelsus" },
  treatmentCourts: { label: "Treatment Courts", value: "treatment-courts", url: `${WHO}/treatment-courts` },
  painClinics: { label: "Pain Management Clinics", value: "pain-management-clinics", url: `${WHO}/pain-management-clinics` },
  referenceLabs: { label: "Reference Labs", value: "reference-labs", url: `${WHO}/reference-labs` },
  recoveryCenters: { label: "Addiction Recovery Centers", value: "addiction-recovery-centers", url: `${WHO}/addiction-recovery-centers` },
  corrections: { label: "Correctional Facilities", value: "correctional-facilities", url: `${WHO}/correctional-facilities` },
  supervision: { label: "Community Supervision", value: "community-supervision", url: `${WHO}/community-supervision` },
  sampleManagement: {
    label: "Sample Management & Workflow Automation",
    value: "sample-management-and-workflow-automation",
    url: `${LIS}/sample-management-and-workflow-automation`,
  },
  analytics: {
    label: "Data Analytics, Reporting & Quality Control",
    value: "data-analytics-reporting-and-quality-control",
    url: `${LIS}/data-analytics-reporting-and-quality-control`,
  },
  integration: {
    label: "Integration & System Compatibility",
    value: "integration-and-system-compatibility",
    url: `${LIS}/integration-and-system-compatibility`,
  },
  billing: { label: "Transactional Billing", value: "transactional-billing", url: `${LIS}/transactional-billing` },
  training: {
    label: "Onsite Training & Premier Support",
    value: "onsite-training-and-premier-support",
    url: `${LIS}/onsite-training-and-premier-support`,
  },
} satisfies Record<string, Tag>;

export type Article = {
  id: string;
  title: string;
  slug: string;
  author: string;
  date: string;
  /** ISO timestamps for the system fields. */
  createdAt: string;
  updatedAt: string;
  tags: Tag[];
  hero: { motif: HeroMotif; palette: Palette; seed: number; alt: string };
  body: BlockSpec[];
};

export const articles: Article[] = [
  {
    id: "insight-phase-advancement-criteria",
    title: "Making Phase Advancement Criteria Visible to the Whole Treatment Court Team",
    slug: "phase-advancement-criteria-treatment-court-team",
    author: "Jordan Sample",
    date: "2024-03-12",
    createdAt: "2024-03-08T15:20:00Z",
    updatedAt: "2024-03-12T13:05:00Z",
    tags: [tags.dccm, tags.treatmentCourts],
    hero: {
      motif: "phases",
      palette: palettes.navy,
      seed: 101,
      alt: "Abstract illustration of four rising steps beside a stack of case-file documents with a check mark.",
    },
    body: [
      p(
        "Every treatment court has phase advancement criteria written down somewhere: in the policy manual, in the participant handbook, on a laminated sheet taped above the coordinator's desk. The harder problem is making sure that the judge, the coordinator, the treatment provider and the supervision officer are all looking at the same facts when a participant asks to move up.",
      ),
      p(
        "When each partner keeps its own spreadsheet, staffing turns into reconciliation. Ten minutes go to working out whether the missed appointment on the 14th was excused, and the conversation that matters, what this participant needs next, gets squeezed. This article walks through a practical way to turn written criteria into shared, checkable information.",
      ),
      h2("Start with criteria you can actually measure"),
      p(
        "Most phase criteria mix objective requirements with clinical judgment. Both belong in the decision, but they should be recorded differently. Objective items can be checked against the record; judgment items need a named person and a short rationale. A typical set looks like this:",
      ),
      bullet("**Time in phase**: the minimum number of days, counted from a recorded phase start date rather than from memory."),
      bullet("**Consecutive negative tests**: define the window, for example the last 60 days, and state how missed or dilute samples are counted."),
      bullet("**Attendance**: treatment sessions, court appearances and supervision contacts, each with its own expected frequency."),
      bullet("**Goals**: employment, education, housing or community-service milestones agreed in the case plan."),
      bullet("**Clinical recommendation**: the treatment provider's view, recorded with the date and the clinician's name."),
      p(
        "Writing the criteria this way forces useful questions early. Does a missed test count as positive? Does an excused absence reset the clock? Agree the answers as a team and put them in the policy manual, so the software, the handbook and the bench all say the same thing.",
      ),
      h2("Record the evidence where everyone can see it"),
      p(
        "A web-based case management system such as [DCCM](/solutions/dccm) gives every partner secure access to one participant record, with permissions appropriate to each role. The judge sees what the team sees, and the treatment provider does not need to e-mail attendance logs to the coordinator the night before staffing. When drug test results arrive electronically, for example from a laboratory running Paracelsus LIS, the testing history is already in the file instead of being transcribed from a fax.",
      ),
      h3("Keep the judgment items honest"),
      p(
        "For the criteria that depend on judgment, capture *who* made the recommendation and *why*, in a sentence or two. Six months later, when a participant asks why a peer advanced sooner, that note is what lets the team explain a consistent decision.",
      ),
      h2("A staffing routine that uses the data"),
      p("Courts that get the most out of shared criteria tend to follow the same rhythm each week:"),
      numbered("The coordinator reviews participants who are within two weeks of meeting their time-in-phase requirement."),
      numbered("Treatment and supervision partners update attendance and contacts before the pre-court staffing deadline."),
      numbered("The team reviews a short list: participants who meet every objective criterion, and those who meet all but one."),
      numbered("The judge hears the team's recommendation in staffing and announces the advancement in court, where it is recognized in front of peers."),
      p(
        "The point is not to automate the decision. It is to spend staffing time on the participants who need discussion, rather than on establishing what happened last Tuesday.",
      ),
      h2("Common pitfalls"),
      bullet(
        "**Criteria that drift.** If the team informally relaxes a requirement, update the written criteria too, or the record will keep flagging participants the team has already agreed to advance.",
      ),
      bullet(
        "**Dates entered late.** A phase start date entered three weeks after the fact makes every time-in-phase calculation wrong. Make data entry part of the hearing routine, not an end-of-month chore.",
      ),
      bullet(
        "**One person as the bottleneck.** If only the coordinator can update the record, vacations become a crisis. Give each partner responsibility for its own entries.",
      ),
      p(
        "If your team is revisiting its phase structure, review how the criteria will be recorded at the same time. [Contact us](/contact) to talk through how your court's criteria could be set up in DCCM.",
      ),
    ],
  },
  {
    id: "insight-chain-of-custody",
    title: "Chain of Custody From Collection Cup to Courtroom: What Your Lab Should Document",
    slug: "chain-of-custody-collection-to-courtroom",
    author: "Casey Placeholder",
    date: "2024-07-23",
    createdAt: "2024-07-17T10:45:00Z",
    updatedAt: "2024-07-23T12:30:00Z",
    tags: [tags.paracelsus, tags.sampleManagement, tags.treatmentCourts],
    hero: {
      motif: "custody",
      palette: palettes.teal,
      seed: 202,
      alt: "Abstract illustration of four test tubes in a rack, a barcoded specimen label and a row of chain links.",
    },
    body: [
      p(
        "When a drug test result is challenged in a treatment court or at a probation violation hearing, the question is rarely about the chemistry. It is about the paper trail: who collected the specimen, how it was sealed, who handled it next, and whether anything could have been swapped, contaminated or mislabeled along the way.",
      ),
      p(
        "A defensible chain of custody is built one handoff at a time. Below is a practical checklist for toxicology laboratories that serve courts, probation departments and other criminal-justice clients, with notes on where a laboratory information system can take the manual effort out of each step.",
      ),
      image(
        "figure-custody-flow",
        "Diagram of five stations joined by arrows: a collection cup, a barcoded label, a laboratory analyzer, a signed report and a courthouse.",
        "Every handoff, from collection to the court's case file, should leave a record of who, when and where.",
      ),
      h2("The handoffs that matter"),
      numbered("**Collection.** Record the donor's identity check, the collector's name, the date and time, and whether the collection was observed."),
      numbered("For observed collections, note the observer by name and role; for unobserved collections, record the temperature reading within the required window.", 2),
      numbered("Apply the tamper-evident seal in front of the donor and have the donor initial it.", 2),
      numbered(
        "**Labeling.** Print a barcoded label at the point of collection rather than hand-writing an identifier. A label such as `EX-24-000187` that is scanned at every later step removes transcription errors from the chain.",
      ),
      numbered("**Transport.** Log when the specimen left the collection site, the courier or method, and the condition of the seal on arrival."),
      numbered("**Accessioning.** Scan the barcode, confirm the seal is intact, and record any discrepancy *before* the specimen is opened."),
      numbered("**Analysis and review.** Capture which instrument and batch processed the sample, and who certified the result."),
      numbered("**Reporting.** Deliver the result to the client through a secure channel and record when it was released and to whom."),
      h2("Paper forms versus barcodes"),
      p(
        "Many labs still rely on multi-part paper custody forms. They work, but every handwritten entry is an opportunity for an illegible time or a missing initial, and a form that travels separately from the specimen can be lost. Barcoded labels tie the specimen and its record together: each scan adds a timestamped, attributable entry without anyone re-typing an identifier.",
      ),
      p(
        "That does not mean paper disappears overnight. A sensible transition keeps the paper form as a backup for the first few months while staff build the scanning habit, then retires it once internal audits show the electronic record is complete.",
      ),
      h2("What courts actually ask for"),
      p(
        "Court teams and supervision officers are not usually interested in the full custody record for every test. They want a clear result, delivered quickly, and confidence that the lab can produce the full record if a participant disputes it. Two practices help:",
      ),
      bullet(
        "Report results with the specimen identifier, the collection date and the cut-off levels used, so the court can match each result to the collection event it scheduled.",
      ),
      bullet(
        "Agree in advance how a disputed result will be handled: who requests confirmation testing, how quickly the lab can respond, and what documentation will be supplied.",
      ),
      quote("If you cannot explain a result's history in two minutes at a hearing, the problem is the chain of custody, not the witness."),
      h2("Where Paracelsus LIS fits"),
      p(
        "[Paracelsus LIS](/solutions/paracelsus) was built for toxicology laboratories, with barcoded labels and chain of custody tracking as part of everyday sample management rather than an add-on. For laboratories that serve courts using DCCM, results can also be sent into the court client's case file, so the coordinator sees the result in the participant record without re-keying.",
      ),
      p(
        "Read more about [sample management and workflow automation](/solutions/paracelsus/lis-solutions/sample-management-and-workflow-automation), or [contact our team](/contact) to walk through your current custody process step by step.",
      ),
    ],
  },
  {
    id: "insight-per-test-pricing",
    title: "Per-Test Pricing Explained: Budgeting for a Laboratory Information System",
    slug: "per-test-pricing-budgeting-lis",
    author: "Morgan Example",
    date: "2024-11-19",
    createdAt: "2024-11-14T09:10:00Z",
    updatedAt: "2024-11-19T16:40:00Z",
    tags: [tags.billing, tags.referenceLabs, tags.painClinics],
    hero: {
      motif: "billing",
      palette: palettes.plum,
      seed: 303,
      alt: "Abstract illustration of a receipt with a barcode, a rising column chart and a stack of coins.",
    },
    body: [
      // Deliberately short first block (under 30 words): exercises the no-ellipsis excerpt path.
      p("Most labs do not buy software the way they buy reagents. Per-test pricing changes that, and it changes the budgeting conversation too."),
      p(
        "A traditional laboratory information system purchase starts with a large license fee, followed by annual maintenance, hardware, and a separate quote for every interface. Transactional pricing replaces most of that with a charge for each test processed. For a reference lab, a pain management clinic or a recovery program running its own testing, the difference shows up in cash flow, in risk, and in who inside the organization has to approve the purchase.",
      ),
      h2("How transactional pricing works"),
      p(
        "Under a per-test model the laboratory pays according to volume. When testing volume rises, the cost rises with it, but so does the revenue or program funding that pays for the tests. When volume falls, for instance because a grant-funded program pauses intake, the software cost falls as well. The LIS becomes a variable cost that tracks the work, rather than a fixed cost that has to be justified in a slow quarter.",
      ),
      h3("Questions to ask any vendor"),
      bullet("What counts as a billable test: a panel, an individual analyte, or a specimen?"),
      bullet("Are confirmation tests, re-runs and quality control samples billed?"),
      bullet("Which interfaces, such as EMR or case-management connections, are included?"),
      bullet("Are training, upgrades and help-desk support part of the per-test rate, or extra?"),
      bullet("Is there a minimum monthly volume, and what happens if you fall below it?"),
      p(
        "Write the answers into the agreement. Ambiguity about what counts as a test is the most common source of billing surprises under any usage-based model.",
      ),
      h2("Building the budget"),
      p("Start from your own numbers rather than a vendor's estimate. A simple model needs only a few inputs:"),
      numbered("Average monthly specimens over the last twelve months, and the volume in your busiest month."),
      numbered("The mix of screening and confirmation work, since the two may be priced differently."),
      numbered("Expected growth from new clients or programs over the budget period."),
      numbered("One-off costs that remain, such as label printers, barcode scanners or instrument interfaces."),
      p(
        "Multiply projected volume by the per-test rate for each category, add the one-off costs, and compare the result with the total cost of ownership of a licensed system over the same period, including maintenance, upgrades and internal IT time. Run the comparison at low, expected and high volumes; the per-test model's advantage is usually clearest when volume is uncertain.",
      ),
      h2("Who benefits most"),
      p("Transactional pricing tends to suit organizations whose testing volume is tied to caseloads or contracts that change from year to year:"),
      bullet("**Reference labs** adding court, probation or treatment clients whose volumes are hard to forecast."),
      bullet("**Pain management clinics** running medication-monitoring programs alongside their clinical practice."),
      bullet("**Addiction recovery centers** bringing testing in-house and wanting to avoid a large upfront commitment."),
      p(
        "It can be a poorer fit for a very high-volume laboratory with stable work and capital already set aside, where a fixed fee spread over many tests may work out cheaper. The spreadsheet will tell you; *run it before you decide*.",
      ),
      h2("Reading the invoice"),
      p(
        "A good per-test invoice should reconcile against your own records. Ask for monthly detail by test type and client, so finance staff can match billed tests to specimens in the LIS and to what you charged your own clients. If a number looks wrong, it should take minutes, not days, to trace.",
      ),
      p(
        "Paracelsus LIS is offered on a [transactional billing](/solutions/paracelsus/lis-solutions/transactional-billing) basis. If you would like to model your own volumes, [get in touch](/contact) and we will walk through the questions above with you.",
      ),
    ],
  },
  {
    id: "insight-continuing-care-follow-ups",
    title: "Continuing Care After Graduation: Planning 6-, 12- and 24-Month Follow-Ups",
    slug: "continuing-care-follow-ups-after-graduation",
    author: "Taylor Demo",
    date: "2025-02-25",
    createdAt: "2025-02-19T14:00:00Z",
    updatedAt: "2025-02-25T11:15:00Z",
    tags: [tags.dccm, tags.treatmentCourts, tags.supervision],
    hero: {
      motif: "calendar",
      palette: palettes.forest,
      seed: 404,
      alt: "Abstract illustration of a wall calendar with three highlighted days and a timeline with three growing milestones.",
    },
    body: [
      p(
        "Graduation is the most visible moment in a treatment court, but it is not the end of the story. Follow-up contacts at 6, 12 and 24 months after discharge tell a program whether the stability participants built in court lasts once the structure is gone, and they give graduates a reason to stay connected.",
      ),
      p(
        "Follow-up is also one of the first things to slip when caseloads grow. Active participants have hearings and deadlines; graduates do not. This article looks at how to plan continuing care contacts so they actually happen, and how to record them so the information is useful later.",
      ),
      h2("Decide what you want to learn"),
      p(
        "Before scheduling a single call, agree as a team what each follow-up is for. A short, consistent set of questions produces information you can compare across years; an open-ended conversation produces good stories but little data. Many programs ask about:",
      ),
      bullet("Housing stability and current living situation"),
      bullet("Employment, education or job training"),
      bullet("Continued engagement with treatment or recovery support"),
      bullet("New arrests or justice involvement, where the graduate is willing to share"),
      bullet("Whether the graduate would like help connecting to services"),
      p("Keep it short. A five-minute call that graduates are willing to take is worth more than a thirty-minute survey they avoid."),
      h2("Make the schedule automatic"),
      p(
        "The simplest way to make follow-ups happen is to set the due dates on the day of discharge. In [DCCM](/solutions/dccm), continuing care follow-ups at 6, 12 and 24 months after discharge are part of the case record, so the contacts coming due are visible to staff rather than living in someone's personal calendar.",
      ),
      h3("Assign an owner"),
      p(
        "Each follow-up needs a named owner. In some courts that is the coordinator; in others, a case manager or peer recovery specialist who knew the graduate well. Whoever it is, the assignment belongs in the record, so it survives staff turnover.",
      ),
      h2("Stay reachable"),
      p("The biggest obstacle to follow-up is simply losing touch. Phone numbers change and people move. A few habits help:"),
      numbered("At the exit interview, confirm a current phone number and e-mail address, and ask for a secondary contact the graduate is comfortable with."),
      numbered("Explain why the program will call, and roughly when. Graduates are far more likely to answer a call they expect."),
      numbered("Record every attempt, not just successful contacts, so the team can see when someone has become unreachable."),
      quote(
        "Graduates remember who kept in touch. A short call at six months tells them the team still cares how they are doing, not only whether they complied.",
      ),
      h2("Use what you collect"),
      p(
        "Follow-up information is only valuable if someone looks at it. Review outcomes at least once a year with the whole team and with your steering committee. Look for patterns rather than individual stories: do graduates who left without stable housing struggle more at 12 months? Did a change in aftercare referrals make a difference? Treat the findings as questions to explore, *not* as a scorecard for individual staff.",
      ),
      p(
        "Remember too that graduates are no longer under the court's supervision. Participation in follow-up should be voluntary, consent should be documented at discharge, and the information should be handled with the same care as the rest of the participant record.",
      ),
      p(
        "If you are setting up or revisiting a continuing care process, [talk to our team](/contact) about how follow-ups are scheduled and recorded in DCCM.",
      ),
    ],
  },
  {
    id: "insight-analyzer-to-case-file",
    // Long title (~90 characters) to exercise wrapping in cards and headers.
    title: "From Analyzer to Case File: How Toxicology Results Reach the Court Team Without Re-Keying",
    slug: "from-analyzer-to-case-file-without-re-keying",
    author: "Avery Testcase",
    date: "2025-06-10",
    createdAt: "2025-06-03T08:30:00Z",
    updatedAt: "2025-06-10T17:50:00Z",
    tags: [tags.integration, tags.dccm, tags.paracelsus],
    hero: {
      motif: "integration",
      palette: palettes.slate,
      seed: 505,
      alt: "Abstract illustration of two application windows connected by curved lines carrying data points between them.",
    },
    body: [
      p(
        "In many treatment courts, drug test results still make the last part of their journey by hand. The laboratory releases a report, someone prints or downloads it, and a coordinator types the result into the participant's record before the next staffing. Every step adds delay, and every re-typed result is a chance for error.",
      ),
      p(
        "Connecting the laboratory information system directly to the court's case management system removes those steps. It is not a complicated idea, but a reliable interface depends on a handful of decisions made early. This article covers what courts and labs should agree on before results start flowing.",
      ),
      image(
        "figure-integration-flow",
        "Two application windows, a laboratory system and a case management system, joined through a central connector with arrows in both directions.",
        "Results flow from the lab to the court's case file; participant identifiers flow the other way.",
      ),
      h2("Agree on identity first"),
      p(
        "The most important decision is how a specimen is matched to the right participant. Names are not enough: they are misspelled, shared and changed. Most interfaces rely on an identifier assigned by the case management system, such as a participant or case number, that is printed on the collection label and carried through the lab.",
      ),
      bullet("Decide which identifier travels with the specimen, for example a field such as `participant_id`, and where it appears on the label."),
      bullet(
        "Define what happens when a result arrives with an identifier the court system does not recognize. It should go to a review queue, never be dropped or guessed.",
      ),
      bullet("Agree on how corrections are made if a specimen was labeled for the wrong person."),
      h2("Agree on what a result contains"),
      p(
        "A useful result carries more than positive or negative. At minimum the court team will want the collection date and time, the specimen identifier, each substance tested with its result, the cut-off used, and whether the result is a screen or a confirmation. Labs commonly exchange this information using healthcare messaging standards such as `HL7` result messages or structured files; the format matters less than both sides agreeing on the fields and their meaning.",
      ),
      h3("Screens, confirmations and amendments"),
      p(
        "Plan for results that change. A presumptive positive screen may later be confirmed or not confirmed, and a report may be amended after review. The receiving system should show the latest status clearly and keep the history, so the team never acts on a superseded result.",
      ),
      h2("Test the interface with real scenarios"),
      p("Before go-live, walk through a set of realistic cases with both teams:"),
      numbered("A routine negative result for an active participant."),
      numbered("A positive screen followed by a confirmation two days later."),
      numbered("A specimen reported as dilute or adulterated."),
      numbered("A result for an identifier that does not exist in the case management system."),
      numbered("An amended report replacing an earlier result."),
      p(
        "Check each one in the participant record as the coordinator and the judge will see it. If anything is ambiguous on screen, fix it before the first real hearing depends on it.",
      ),
      h2("Security and privacy"),
      p(
        "Drug test results are sensitive health information, and records of substance use treatment are protected by privacy rules as well as by court policy. Results should travel only over encrypted connections, access should be limited to the people who need it, and both the lab and the court should be able to show who viewed or changed a result. A plain-language [primer on sharing test results](https://example.org/guides/sharing-test-results) can help new team members understand why these controls exist.",
      ),
      h2("How DCCM and Paracelsus work together"),
      p(
        "Because ACT builds both the court case management system and the laboratory information system, a lab running Paracelsus LIS can feed drug test results into a DCCM court client's case file. Paracelsus also supports EMR and case-management integration for laboratories whose clients use other systems. See [integration and system compatibility](/solutions/paracelsus/lis-solutions/integration-and-system-compatibility) for details, or [contact us](/contact) to plan an interface.",
      ),
    ],
  },
  {
    id: "insight-reading-qc-graphs",
    title: "Reading Quality Control Graphs: A Practical Guide for Toxicology Lab Supervisors",
    slug: "reading-quality-control-graphs",
    author: "Quinn Fictional",
    date: "2025-10-07",
    createdAt: "2025-10-01T13:25:00Z",
    updatedAt: "2025-10-07T09:00:00Z",
    tags: [tags.analytics, tags.referenceLabs, tags.paracelsus],
    hero: {
      motif: "quality",
      palette: palettes.amber,
      seed: 606,
      alt: "Abstract illustration of a quality control chart with shaded limit bands and one highlighted point, next to a test tube.",
    },
    body: [
      p(
        "Quality control graphs are one of the few places in a laboratory where a problem can be seen before it affects a client's result. A supervisor who reviews them every day, and knows what to look for, catches drifting calibrators and failing reagents while they are still inexpensive to fix.",
      ),
      p(
        "This guide is a refresher on reading control charts for toxicology screening and confirmation, aimed at supervisors and senior technologists. It is not a substitute for your laboratory's written QC policy, which should define the rules your lab applies and what staff must do when a rule is violated.",
      ),
      h2("The anatomy of a control chart"),
      p(
        "The most common format plots each control result in sequence against the expected mean, with horizontal lines at one, two and three standard deviations (SD) above and below it. The mean and SD should come from your own laboratory's data for that control lot, not from the manufacturer's insert alone.",
      ),
      image(
        "figure-qc-detail",
        "Control chart with a central mean line, shaded bands at one and two standard deviations, dashed limits at three standard deviations, and one highlighted point just beyond the upper two-standard-deviation band.",
        "A single point beyond 2 SD is a warning worth a closer look; a point beyond 3 SD rejects the run under most multirule schemes.",
      ),
      h2("Patterns worth knowing"),
      h3("Random error"),
      p(
        "Random error shows up as scatter: a single point far from the mean, or two control levels moving in opposite directions in the same run. Common causes include pipetting problems, bubbles, a poorly mixed control or a one-off instrument fault.",
      ),
      h3("Systematic error"),
      p(
        "Systematic error shows up as a shift or a trend. A *shift* is an abrupt change in the level around which points cluster, often after a new reagent lot, calibrator lot or maintenance. A *trend* is a gradual drift in one direction over days, which can point to deteriorating reagents, an aging lamp or evaporation.",
      ),
      p(
        "Many laboratories apply multirule criteria, usually written in shorthand such as `1-3s` (one result beyond 3 SD), `2-2s` (two consecutive results beyond the same 2 SD limit) and `R-4s` (a range of more than 4 SD between controls in one run). Your policy should say which rules reject a run and which only trigger a warning.",
      ),
      h2("A daily review routine"),
      numbered("Review every control level for every assay before releasing client results from that run."),
      numbered("Look at the last twenty or thirty points, not just today's, so shifts and trends are visible."),
      numbered("Compare levels: if both high and low controls moved the same way, suspect a systematic cause."),
      numbered("Document every rule violation, the investigation and the corrective action, even when the repeat run passes."),
      numbered("Sign off the review with the date and your name, so an inspector can see it happened."),
      quote("The most useful QC habit is a boring one: look at the graph every day, and write down what you did when it looked wrong."),
      h2("When the graph looks wrong"),
      p(
        "Stop and investigate before releasing results. Check the obvious first: was the control reconstituted and stored correctly, has a reagent or calibrator lot just changed, was maintenance performed? Repeat the control once the likely cause is corrected. If earlier runs may have been affected, your policy should define how far back to look and how clients are notified of any corrected report.",
      ),
      h2("Keeping the evidence"),
      p(
        "Inspectors and accrediting bodies will want to see that QC is reviewed and acted on. Keeping graphs, rule violations and corrective actions in the laboratory information system, rather than in binders, makes that evidence easy to produce. Paracelsus LIS includes quality control graphs alongside its reporting tools and is built for CLIA-compliant laboratory workflows.",
      ),
      p(
        "Learn more about [data analytics, reporting and quality control](/solutions/paracelsus/lis-solutions/data-analytics-reporting-and-quality-control), or read a general [introduction to control charts](https://example.org/qc/control-chart-basics).",
      ),
    ],
  },
  {
    id: "insight-specialty-court-dockets",
    title: "One System, Many Dockets: Configuring DCCM for Specialty Courts",
    slug: "one-system-many-dockets-specialty-courts",
    author: "Jordan Sample",
    date: "2026-01-13",
    createdAt: "2026-01-06T10:00:00Z",
    updatedAt: "2026-01-13T15:45:00Z",
    tags: [tags.dccm, tags.treatmentCourts],
    hero: {
      motif: "dockets",
      palette: palettes.ocean,
      seed: 707,
      alt: "Abstract illustration of balanced scales of justice beside seven color-coded docket cards.",
    },
    body: [
      p(
        "Few jurisdictions run only one kind of problem-solving court. A single court administrator may oversee an adult drug court, a DUI court, a mental health court and a juvenile docket, each with its own team, phase structure and reporting obligations. Running each from a different spreadsheet multiplies the work and makes county-wide reporting painful.",
      ),
      p(
        "DCCM supports Adult, DUI, Mental Health, Juvenile, Family Dependency, Tribal and ICWA courts within one web-based system. This article looks at what genuinely differs between these dockets, what should stay consistent, and how to plan a configuration that serves both the individual teams and the administrator who needs the full picture.",
      ),
      h2("What differs between dockets"),
      bullet("**Adult drug courts** typically center on substance use treatment, frequent testing and a phase structure tied to sobriety and stability milestones."),
      bullet("**DUI courts** add elements such as license status, ignition interlock or alcohol monitoring requirements, and victim-impact programming."),
      bullet("**Mental health courts** place more weight on medication adherence, psychiatric appointments and coordination with community mental health providers."),
      bullet("**Juvenile treatment courts** involve parents or guardians, schools and juvenile probation, with education and family engagement at the heart of the case plan."),
      bullet("**Family dependency courts** focus on parents working toward reunification, so each case connects to child-welfare timelines and caseworkers."),
      bullet(
        "**Tribal courts and ICWA dockets** reflect the tribe's own laws, traditions and healing practices, and the specific requirements that apply when a child who is a member of, or eligible for membership in, a federally recognized tribe is involved in a custody proceeding.",
      ),
      h2("What should stay consistent"),
      p("Differences in practice do not mean every docket needs a different data model. Some things work best when they are the same everywhere:"),
      numbered("**Participant identity.** One person, one record, even if they move from juvenile to adult court or appear in both a dependency and a criminal docket."),
      numbered("**Core event types.** Hearings, drug tests, treatment sessions, incentives and sanctions should be recorded the same way, so reports can be compared."),
      numbered("**Status definitions.** Agree what counts as active, graduated, terminated and transferred across all dockets."),
      p("Consistency in these areas is what lets an administrator produce a single report across all programs without manual clean-up."),
      h2("Respecting each team's boundaries"),
      p(
        "Sharing a system does not mean sharing everything. The mental health court team does not need to read the dependency court's case notes, and tribal court records may be subject to the tribe's own rules on access. Plan permissions per docket and per role from the start, and document who can see what. A web-based system with role-based access makes this manageable without separate installations.",
      ),
      h3("Tribal and ICWA courts"),
      p(
        "When working with a tribal court or an ICWA docket, start with the tribe's own priorities. Terminology, phase names and incentives should reflect the community's practices rather than a template borrowed from a state court. Involve tribal court staff in configuration decisions, and agree in writing how data will be stored, accessed and shared.",
      ),
      quote("Configure for the team that does the work every day, then check that the administrator can still answer the county's questions."),
      h2("Planning the rollout"),
      p(
        "Courts adding several dockets usually do best starting with one program, often the longest-established, and adding others once the core configuration is proven. Each new docket then needs only its specific fields, phases and reports. Onsite training for each team, covering both the shared basics and the docket-specific workflow, also helps staff who move between programs.",
      ),
      p("To discuss how your specialty courts could share one system, [contact us](/contact) or read the [DCCM overview](/solutions/dccm)."),
    ],
  },
  {
    id: "insight-onsite-lis-training",
    title: "Go-Live Without the Guesswork: Getting the Most From Onsite LIS Training",
    slug: "go-live-onsite-lis-training",
    author: "Casey Placeholder",
    date: "2026-04-21",
    createdAt: "2026-04-14T12:10:00Z",
    updatedAt: "2026-04-21T08:55:00Z",
    tags: [tags.training, tags.recoveryCenters, tags.corrections, tags.referenceLabs],
    hero: {
      motif: "training",
      palette: palettes.rose,
      seed: 808,
      alt: "Abstract illustration of three stylized people in front of a monitor showing a bar chart.",
    },
    body: [
      p(
        "A new laboratory information system is only as good as the habits of the people using it on the first Monday after go-live. Onsite training, delivered in your own lab with your own instruments, specimens and workflows, is the best chance to build those habits before the old system is switched off.",
      ),
      p(
        "Whether you run a reference laboratory, an in-house lab at an addiction recovery center or testing for a correctional facility, the same preparation makes onsite training count. Here is what we recommend laboratories do before, during and after the trainer arrives.",
      ),
      h2("Before the trainer arrives"),
      numbered(
        "**Map your current workflow.** Walk a specimen from receipt to report and write down every step, including the informal ones, like the sticky note that tells the night shift which client wants a phone call.",
      ),
      numbered("**Choose your super-users.** Pick two or three staff, ideally from different shifts, who will learn the system in depth and support colleagues afterwards."),
      numbered("**Clean up master data.** Client lists, test panels, cut-off levels and ordering-provider or officer contacts should be reviewed and corrected before they are loaded."),
      numbered("**Schedule real work.** Training is most effective when staff process real or realistic specimens. Plan a lighter testing day so people are not pulled away mid-session."),
      h2("During training"),
      p(
        "Onsite sessions work best when they follow the specimen. Start at accessioning with barcoded labels, move through batching and instrument runs, then to review, quality control and reporting. Staff remember a process they have walked through with their own hands far better than one they have watched on a projector.",
      ),
      h3("Train by role, then together"),
      p(
        "Accessioners, certifying scientists and client-services staff each need depth in different screens. Run role-specific sessions, then finish with an end-to-end exercise in which everyone processes the same batch together. That final exercise is where handoff problems surface, while the trainer is still in the building.",
      ),
      bullet("Keep a shared list of questions and local decisions made during training."),
      bullet("Note every workaround staff propose; some will become standard procedure, others should be challenged."),
      bullet("Capture screenshots of your own configuration for an internal quick-reference guide."),
      h2("The first thirty days"),
      p(
        "Expect a dip in speed for the first couple of weeks, and plan for it: avoid taking on a large new client during go-live month, and keep super-users' schedules light so they can help colleagues. Hold a short daily huddle in the first week to collect issues, then move to weekly.",
      ),
      quote("The best measure of training is not the last day of the visit. It is whether the night shift can handle an unusual specimen alone three weeks later."),
      p(
        "When questions come up that the super-users cannot answer, use the vendor's support channel rather than inventing a local workaround. ACT's helpdesk is available Monday to Friday, 8 AM to 7 PM Eastern Time, and a quick call early usually saves a tangle of corrections later.",
      ),
      h2("Keeping skills current"),
      p(
        "Staff turnover means training is never finished. Keep your quick-reference guide up to date, have super-users run a short session for every new hire, and review your workflow map once a year. Read more about [onsite training and premier support](/solutions/paracelsus/lis-solutions/onsite-training-and-premier-support) or [contact us](/contact) to plan your go-live.",
      ),
    ],
  },
];

/**
 * The unpublished draft. Its `_id` is "drafts.<id>" and no published document
 * with the bare id exists. It must never appear on the public site.
 */
export const draftArticle: Article = {
  id: "drafts.insight-upcoming-features",
  title: "DRAFT — Unpublished insight about upcoming features",
  slug: "unpublished-draft-insight",
  author: "Taylor Demo",
  date: "2026-11-01",
  createdAt: "2026-10-27T16:00:00Z",
  updatedAt: "2026-11-01T10:20:00Z",
  tags: [tags.dccm, tags.paracelsus],
  hero: {
    motif: "roadmap",
    palette: palettes.graphite,
    seed: 909,
    alt: "Abstract illustration of a dashed road-map line joining four milestones, with an empty dashed placeholder box.",
  },
  body: [
    p(
      "Editor's note: this insight is an unpublished working draft. It exists in the sample dataset so that previews and automated tests can confirm that draft documents never appear on the public website. Do not publish it until product management has confirmed every statement below.",
    ),
    h2("Working outline"),
    p(
      "The finished article will summarize what we have heard from court teams and laboratory customers over the past year and explain which requests are being considered for future releases. No release dates or commitments should appear in the published version until they are confirmed.",
    ),
    h2("Themes to cover"),
    bullet("Requests from treatment-court coordinators about staffing preparation and reports."),
    bullet("Requests from laboratory directors about sample management, quality control and client reporting."),
    bullet("Integration requests from laboratories whose clients use other case-management or EMR systems."),
    bullet("Feedback on onsite training and help-desk support."),
    h2("Open questions for reviewers"),
    numbered("Which customer examples can we describe, and have the customers approved the wording?"),
    numbered("Should the article be split into separate pieces for courts and for laboratories?"),
    numbered("What is the right call to action: a webinar registration, the [contact form](/contact), or both?"),
    numbered("Do we need a short glossary for terms such as accessioning, phase advancement and continuing care, for readers new to either field?"),
    p(
      "Reviewers should add comments directly under each question. If a question cannot be answered before the planned publication window, move it to a follow-up article rather than holding this one back, and note the decision here so the next editor understands why the section was dropped.",
    ),
    h2("Audience and tone"),
    p(
      "Write for two readers at once: the treatment-court coordinator who prepares staffing every week, and the toxicology laboratory director who answers to inspectors and clients. Each section should say which reader it is for. Keep the tone practical and specific, and avoid promising outcomes or timelines on behalf of customers.",
    ),
    h3("Proposed structure"),
    numbered("A short introduction explaining how feedback reaches the product team: help-desk conversations, onsite training visits and customer meetings."),
    numbered("One section for courts, covering staffing preparation, specialty-court configuration and continuing care follow-ups."),
    numbered("One section for laboratories, covering sample management, quality control graphs and client reporting."),
    numbered("A closing section on integration between Paracelsus LIS and DCCM, and with other EMR and case-management systems."),
    h3("Style reminders"),
    bullet("Describe requests in the customer's words where possible, without naming the court or laboratory unless they have agreed."),
    bullet("Do not quote statistics unless the source is cited and has been checked by a second reviewer."),
    bullet("Link to the relevant solution pages rather than repeating product descriptions in full."),
    bullet("Keep every section short enough to read in a couple of minutes; the full article should stay under 900 words."),
    h2("Review checklist"),
    p(
      "Before this draft moves to review, product management must confirm each theme, legal must approve any forward-looking statement, and marketing must supply a final hero illustration and alternative text. The editor should then read the article aloud once, start to finish, to catch anything that sounds like a commitment rather than a consideration.",
    ),
    p("Placeholder: add a closing summary once the product team has reviewed the themes above. Until then, this document must remain a draft."),
  ],
};

/**
 * A draft of a published insight, saved in the Studio but not published: the
 * site shows the published title, a preview shows this one. For previews and
 * the tests that prove a draft stays in preview.
 */
export const revisedDraft: Article = (() => {
  const published = articles.find((a) => a.id === "insight-chain-of-custody")!;
  return {
    ...published,
    id: `drafts.${published.id}`,
    title: "Chain of Custody From Collection Cup to Courtroom: A Revised Checklist for Labs",
    updatedAt: "2026-11-02T09:15:00Z",
  };
})();
