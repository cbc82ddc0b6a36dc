/**
 * `npm run lengths`: how many characters of each kind of text fit the layout,
 * measured on the production build at 375 px (a small phone, where lines are
 * shortest). The numbers go into studio/schemaTypes/lengths.ts, past which the
 * Studio warns an editor.
 *
 * For each kind, a real element on a real page (styles and fonts as the site
 * loads them) is given ordinary English prose of growing length, cut at word
 * boundaries, and its rendered lines are counted; the longest text within the
 * design's allowance of lines is what fits. Words differ in length, so this is
 * done for several sample texts and the median, rounded down to an even
 * number, is the limit. Builds first unless --no-build.
 *
 * The fonts are the system's (the site loads no web font: `--font-sans` is a
 * system stack), here Debian's Chromium with DejaVu Sans, which is wider than
 * most phones' fonts: the limits err on the short side.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "./lib/free-port";
import { startBuiltSite } from "./lib/built-site";
import { launchChromium } from "./lib/chromium";

type Kind = {
  /** The key in LENGTHS. */
  key: string;
  route: string;
  /** The first visible element matching this is measured. */
  selector: string;
  /** The design rule: at most this many lines at 375 px. */
  lines: number;
  /** Open the phone menu (and the first sub-menu) before measuring. */
  menu?: boolean;
};

// The design's allowance per kind of text: one line more than this is what the Studio warns about
// (the example: a hero headline that wraps to four lines at 375 px).
const KINDS: Kind[] = [
  { key: "heroTitle", route: "/", selector: ".hero-title", lines: 3 },
  { key: "heroLead", route: "/", selector: ".hero-lead p", lines: 6 },
  { key: "sectionTitle", route: "/", selector: ".section-title", lines: 2 },
  { key: "eyebrow", route: "/", selector: ".hero-eyebrow, .eyebrow", lines: 1 },
  { key: "cardTitle", route: "/", selector: ".feature-title", lines: 2 },
  { key: "cardText", route: "/", selector: ".feature-text p", lines: 8 },
  // An overview card's summary: the industries' cards on Who We Serve.
  { key: "summary", route: "/solutions/paracelsus/who-we-serve", selector: ".link-card-text", lines: 4 },
  // The headline band's demo button: `.button-light` there, the same padding and weight as `.button-primary`
  // (which, on a phone, shows only inside the folded menu). Buttons are one line.
  { key: "buttonLabel", route: "/", selector: ".hero-actions .demo-link", lines: 1 },
  // A sub-menu's link in the opened phone menu: indented, padded, so narrower than a top-level entry,
  // and menu labels (page names, industries) appear there too.
  { key: "menuLabel", route: "/", selector: ".site-nav.is-open .submenu:not([hidden]) a", lines: 1, menu: true },
  // The organisation's name beside the logo in the header, between the logo and the menu button: it wraps
  // rather than being cut off; past three lines it is taller than the header's bar.
  { key: "wordMark", route: "/", selector: ".site-logo .logo-name", lines: 3 },
];

/**
 * Ordinary prose, several samples so that one text's long or short words do not decide. Each is long
 * enough for the longest allowance (eight lines of card text).
 */
const SAMPLES = [
  "When the morning train was late again, the people on the platform began to talk to one another about the weather, the price of bread and the small garden behind the station, where someone had planted roses along the fence many years ago. Nobody knew who had done it, but everyone agreed that the flowers made the wait a little easier, and some of them stopped on the way home to look at the new buds. The station master said he would write to the company about the delays, as he had done every spring, and he expected the same polite answer that nothing could be done before the summer.",
  "Our family spent most of the summer at the lake, in a wooden house that belonged to my grandmother and smelled of pine and old books. Every evening we carried our supper down to the water and ate it on the jetty while the sun went down behind the hills. My brother tried to catch fish with a line and a piece of bread, and he never caught anything, but he said that waiting was the best part of fishing anyway. On rainy days we played cards at the kitchen table and listened to the radio until it was time to sleep.",
  "A good recipe is a little like a map: it tells you where to start and where you should end up, but it cannot walk the road for you. You still have to taste the soup, notice when the onions turn golden, and decide whether the bread needs another five minutes in the oven. The best cooks I have known wrote very little down. They remembered the feel of the dough in their hands and the sound of oil in a hot pan, and they trusted those memories more than any number printed in a book on the shelf.",
  "The town library opened a new reading room this year, with tall windows facing the river and long tables where students can work in the afternoon. Volunteers repaired the old chairs, painted the walls a pale shade of green and moved the local history collection upstairs, where it is quieter. On Saturdays the librarians read stories to small children, and the older readers meet on Tuesdays to discuss a novel they have chosen together. Visitors say the building feels brighter and more welcoming than it has for a very long time.",
  "Walking through the city at night, she noticed how different the familiar streets looked under the yellow lamps. The bakery on the corner was dark, the market stalls had been folded away, and only a few windows were still lit above the shops. A cat crossed the road without hurrying, and somewhere a radio was playing an old song she almost remembered. She thought about the letter in her coat pocket, which she had carried for three days without opening, and decided that tomorrow she would finally read it over breakfast.",
];

/** The prefixes of a text that end at a word's end, shortest first. */
function wordPrefixes(text: string): string[] {
  const prefixes: string[] = [];
  for (const match of text.matchAll(/\S+/g)) prefixes.push(text.slice(0, match.index + match[0].length));
  return prefixes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const even = (value: number) => Math.floor(value / 2) * 2;

/**
 * The longest prefix that stays within `lines` in the page's element: each prefix in turn is put in the
 * element and its lines counted from the text's client rectangles (one per line box; their distinct tops
 * are the lines), until one overflows. Lines grow with the text, so the first overflow ends the search.
 */
async function longestFitting(page: Page, selector: string, prefixes: string[], lines: number): Promise<number> {
  return page.evaluate(
    ({ selector, prefixes, lines }) => {
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.getClientRects().length > 0);
      if (!element) throw new Error(`no visible ${selector}`);
      // Inline rather than a named helper: tsx names functions with a helper (__name) the page lacks.
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize);
      const range = document.createRange();
      let fitting = 0;
      for (const prefix of prefixes) {
        element.textContent = prefix;
        range.selectNodeContents(element);
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        let count = 0;
        let last = -Infinity;
        for (const top of tops) {
          if (top - last > lineHeight / 2) count++;
          last = top;
        }
        if (count > lines) break;
        fitting = prefix.length;
      }
      return fitting;
    },
    { selector, prefixes, lines },
  );
}

type Measured = { kind: Kind; fits: number[]; limit: number };

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const site = await startBuiltSite(await freePort(), { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-lengths-")) }, ["ignore", "inherit", "inherit"]);
  const browser = await launchChromium();
  const results: Measured[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const kind of KINDS) {
      const fits: number[] = [];
      for (const sample of SAMPLES) {
        // A fresh page for every sample: nothing left from the previous text, and React's own state intact.
        await page.goto(`${site.url}${kind.route}`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        if (kind.menu) {
          await page.locator(".menu-toggle").click();
          await page.locator(".site-nav.is-open .nav-menu-button").first().click();
          await page.locator(kind.selector).first().waitFor();
        }
        fits.push(await longestFitting(page, kind.selector, wordPrefixes(sample), kind.lines));
      }
      if (fits.some((fit) => fit === SAMPLES.reduce((shortest, sample) => Math.min(shortest, sample.length), Infinity)))
        throw new Error(`${kind.key}: a whole sample fits; make the samples longer`);
      results.push({ kind, fits, limit: even(median(fits)) });
    }
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
  }
  const rows = [
    ["kind", "selector", "lines", "min", "median", "max", "limit"],
    ...results.map(({ kind, fits, limit }) => [
      kind.key,
      kind.selector,
      String(kind.lines),
      String(Math.min(...fits)),
      String(median(fits)),
      String(Math.max(...fits)),
      String(limit),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`Characters that fit at 375 px, over ${SAMPLES.length} sample texts (limit: the median, rounded down to an even number):\n`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
