/**
 * The site's own illustrations (public/art): one record per file, so every
 * <img> and its preload share the same URL, size and text alternative.
 * Stored outside /images/, which is the content-image service's path.
 */
export type Artwork = { src: string; width: number; height: number; alt: string };

export const artwork = {
  gavelComputer: {
    src: "/art/gavel-computer.svg",
    width: 560,
    height: 440,
    alt: "A judge's gavel resting in front of a computer monitor that shows a participant's case file and a progress chart",
  },
  courtDashboard: {
    src: "/art/court-dashboard.svg",
    width: 560,
    height: 420,
    alt: "A browser window showing DCCM: a docket calendar, a participant list with treatment phases and a drug test result",
  },
  lab: {
    src: "/art/toxicology-lab.svg",
    width: 560,
    height: 440,
    alt: "A rack of barcoded specimen tubes beside a screen with a quality control graph",
  },
  team: {
    src: "/art/team.svg",
    width: 960,
    height: 440,
    alt: "Illustration of the ACT team: court, laboratory, support and engineering staff standing together",
  },
  usMap: {
    src: "/art/us-map.svg",
    width: 712,
    height: 512,
    alt: "Map of the 48 contiguous United States, every state highlighted: ACT has customers in all 48; Florida, home of our headquarters, is marked in teal",
  },
} satisfies Record<string, Artwork>;
