/**
 * Sample testimonials. The people and organizations are fictional.
 *
 * The order of this array is the order of the lines in data.ndjson, and it is
 * deliberately NOT the order of `createdAt`, so a test can prove the site
 * sorts testimonials by creation time rather than by file order.
 */
import type { BlockSpec } from "./portable-text.js";
import { p } from "./portable-text.js";
import type { PortraitStyle } from "./illustrations.js";

export type Testimonial = {
  id: string;
  name: string;
  position: string;
  createdAt: string;
  updatedAt: string;
  portrait: { style: PortraitStyle; variant: number };
  content: BlockSpec[];
};

export const testimonials: Testimonial[] = [
  {
    id: "testimonial-dana-exampleton",
    name: "Dana Exampleton",
    position: "Program Coordinator, Example County Adult Drug Court",
    createdAt: "2024-05-14T15:30:00Z",
    updatedAt: "2024-05-14T15:30:00Z",
    portrait: { style: { bg: "#e8eef6", ring: "#3f8fd2", figure: "#0f2a4a", detail: "#f2b134" }, variant: 0 },
    content: [
      p(
        "Before DCCM, staffing started with twenty minutes of comparing notes between treatment, probation and my own spreadsheet. Now the whole team opens the same participant record, with test results, attendance and phase dates already there. We spend staffing talking about what each participant needs next, which is the conversation our judge actually wants to have.",
      ),
    ],
  },
  {
    id: "testimonial-lee-sampleford",
    name: "Lee Sampleford",
    position: "Laboratory Director, Demo Valley Toxicology Laboratory",
    createdAt: "2023-11-02T10:05:00Z",
    updatedAt: "2024-01-09T09:00:00Z",
    portrait: { style: { bg: "#eaf7f4", ring: "#2bb3a3", figure: "#0c3b3a", detail: "#ff8a5b" }, variant: 1 },
    content: [
      p(
        "Barcoded labels and chain of custody tracking in Paracelsus took most of the handwriting out of accessioning, and the quality control graphs are the first thing my supervisors check each morning.",
      ),
      p(
        "Per-test pricing mattered to us as well. We took on two new probation clients without going back to our board for a separate software budget.",
      ),
    ],
  },
  {
    id: "testimonial-chris-mockwell",
    name: "Chris Mockwell",
    position: "Chief Probation Officer, Sample County Community Supervision",
    createdAt: "2025-03-30T13:45:00Z",
    updatedAt: "2025-03-30T13:45:00Z",
    portrait: { style: { bg: "#f3eefa", ring: "#9b6bd3", figure: "#2a1740", detail: "#4fd1c5" }, variant: 2 },
    content: [
      p(
        "Our officers used to wait for faxed lab reports and re-type them before a violation hearing. With results arriving directly in the case file, the officer, the coordinator and the judge all see the same result, with the collection date and specimen number attached. Fewer phone calls, fewer transcription errors, and far fewer continuances over missing paperwork.",
      ),
    ],
  },
  {
    id: "testimonial-jamie-testwood",
    name: "Jamie Testwood",
    position: "Court Administrator, Placeholder County Family Dependency Court",
    createdAt: "2024-09-08T08:20:00Z",
    updatedAt: "2024-09-10T14:00:00Z",
    portrait: { style: { bg: "#fbf1e6", ring: "#e0913a", figure: "#3b2410", detail: "#5fb3e6" }, variant: 3 },
    content: [
      p(
        "We run a dependency docket and a juvenile treatment court, and the onsite training was built around how each team actually works rather than a generic demo. When questions come up, the helpdesk answers during the hours our staff are at their desks. Six months in, caseworkers enter their own updates and I can report across both programs without chasing anyone.",
      ),
    ],
  },
];
