/**
 * The marketing pages (home, about, DCCM, Paracelsus and its two subpage
 * families): every block the spec names is in the server HTML, and the
 * accordion, statistics and industry cards behave as visitors expect, at
 * every width from 320 to 1920 px.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { collectErrors } from "../support/browser-checks";
import {
  aboutPage,
  dccmPage,
  homePage,
  imageFile,
  industries,
  industryPaths,
  lisSolutionPaths as lisPaths,
  lisSolutions,
  paracelsusPage,
} from "../support/dataset";

/** A regular expression matching `text` literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const marketingPages = [
  "/",
  "/about",
  "/solutions/dccm",
  "/solutions/paracelsus",
  "/solutions/paracelsus/lis-solutions",
  ...lisPaths,
  "/solutions/paracelsus/who-we-serve",
  ...industryPaths,
];

/** The visible text of the server's HTML, before any script runs. */
async function serverText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Resolves once the page's scripts have run (<html data-ready>). */
async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

test.describe("every block the spec names is in the server HTML", () => {
  test("home", async ({ request }) => {
    const text = await serverText(request, "/");
    for (const block of [
      "From Case to Care",
      "Streamline Operations, Enhance Outcomes",
      "Who We Are",
      "Read More",
      "30+ years of industry experience",
      "Expertise in justice and substance monitoring",
      "Commitment to continuous improvement",
      "Our Solutions",
      "Explore DCCM",
      "Explore Paracelsus",
      "What our clients say",
    ])
      expect(text, block).toContain(block);
  });

  test("about", async ({ request }) => {
    const text = await serverText(request, "/about");
    for (const block of [
      "Who We Are",
      "Bridging Systems with Precision Solutions",
      "Our Story",
      "1995 Foundation and Philosophy",
      "2009 Revolutionizing Drug Court Management",
      "Expanding Horizons",
      "Building the Future Together",
      "Nationwide Impact",
      "48 states",
    ])
      expect(text, block).toContain(block);
    // The milestones are in the spec's order.
    const order = ["Foundation and Philosophy", "Revolutionizing Drug Court Management", "Expanding Horizons", "Building the Future Together"];
    const positions = order.map((title) => text.indexOf(title, text.indexOf("Our Story")));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test("DCCM: accordion topics with their content, the six steps", async ({ request }) => {
    const text = await serverText(request, "/solutions/dccm");
    for (const block of [
      "Premier Solution",
      "Web-Based Efficiency",
      "Comprehensive Case Management",
      "Seamless Integration",
      "Screening",
      "Case File Management",
      "Continuing Care",
      "6, 12 and 24 months after discharge",
      "Report Preparation",
      "Analytics/Recidivism",
      "Dependable Data Security",
      "Physical server location",
      "Encryption",
      "System access",
      "Audit controls",
      "HIPAA Compliance",
      "Toxicology Management with Paracelsus",
      "Specialty Courts",
      "Adult DUI Mental Health Juvenile Family Dependency Tribal ICWA",
      "01 Login",
      "02 Intake",
      "03 Docket",
      "04 Treatment",
      "05 Reporting",
      "06 Results",
    ])
      expect(text, block).toContain(block);
    expect(text.match(/Request a Demo/g)!.length).toBeGreaterThanOrEqual(4);
  });

  test("Paracelsus: features, getting started, final statistics, industries and logos", async ({ request }) => {
    const text = await serverText(request, "/solutions/paracelsus");
    for (const block of ["Live in three steps", "01 See it", "02 Configure", "03 Train", "100k+ tests per day", "48 states", "1000+ daily users"])
      expect(text, block).toContain(block);
    for (const industry of industries) expect(text).toContain(industry.title);
    const html = await (await request.get("/solutions/paracelsus")).text();
    for (const path of industryPaths) expect(html).toContain(`href="${path}"`);
    // Every community and client logo, each named by its alt text.
    const logos = [...paracelsusPage.community.communityLogos, ...paracelsusPage.community.clientLogos];
    expect(logos).toHaveLength(8);
    for (const logo of logos)
      expect(html, logo.name).toMatch(new RegExp(`<img[^>]+src="/images/[^"]+/${literally(imageFile(logo))}"[^>]+alt="${literally(logo.name)}"`));
  });

  test("LIS Solutions: five cards, and each subpage its own content", async ({ request }) => {
    const overview = await (await request.get("/solutions/paracelsus/lis-solutions")).text();
    for (const path of lisPaths) expect(overview).toContain(`href="${path}"`);
    for (const [index, path] of lisPaths.entries()) {
      const text = await serverText(request, path);
      const solution = lisSolutions[index]!;
      expect(text).toContain(solution.title);
      expect(text).toContain(solution.challenge.title);
      for (const capability of solution.capabilities) expect(text).toContain(capability.title);
      expect(text).toContain("Request a Demo");
    }
  });

  test("Who We Serve: six cards, and each industry an intro callout, three details and four popular features", async ({ request }) => {
    const overview = await (await request.get("/solutions/paracelsus/who-we-serve")).text();
    for (const path of industryPaths) expect(overview).toContain(`href="${path}"`);
    for (const [index, path] of industryPaths.entries()) {
      const text = await serverText(request, path);
      const industry = industries[index]!;
      expect(industry.details).toHaveLength(3);
      expect(industry.features).toHaveLength(4);
      for (const part of [industry.intro.title, ...industry.details.map((d) => d.title), "Popular features", ...industry.features.map((f) => f.title)])
        expect(text, `${path}: ${part}`).toContain(part);
    }
  });
});

test.describe("the DCCM accordion", () => {
  test("buttons with aria-expanded and aria-controls toggle their panels by click, Enter and Space", async ({ page }) => {
    await page.goto("/solutions/dccm");
    await ready(page);
    const triggers = page.locator(".accordion-trigger");
    await expect(triggers).toHaveCount(9);
    for (const trigger of await triggers.all()) {
      const controls = await trigger.getAttribute("aria-controls");
      expect(controls).toBeTruthy();
      await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
    }
    const first = page.getByRole("button", { name: "Screening" });
    await expect(first).toHaveAttribute("aria-expanded", "true");

    const care = page.getByRole("button", { name: "Continuing Care" });
    const carePanel = page.locator(`[id="${await care.getAttribute("aria-controls")}"]`);
    await expect(care).toHaveAttribute("aria-expanded", "false");
    await expect(carePanel).toBeHidden();
    // Closed panels stay findable with the browser's find-in-page.
    await expect(carePanel).toHaveAttribute("hidden", "until-found");

    await care.click();
    await expect(care).toHaveAttribute("aria-expanded", "true");
    await expect(carePanel).toBeVisible();
    await expect(carePanel).toContainText("6, 12 and 24 months");
    await care.click();
    await expect(care).toHaveAttribute("aria-expanded", "false");
    await expect(carePanel).toBeHidden();

    const security = page.getByRole("button", { name: "Dependable Data Security" });
    const securityPanel = page.locator(`[id="${await security.getAttribute("aria-controls")}"]`);
    await security.focus();
    await page.keyboard.press("Enter");
    await expect(security).toHaveAttribute("aria-expanded", "true");
    await expect(securityPanel).toContainText("Audit controls");
    await page.keyboard.press("Space");
    await expect(security).toHaveAttribute("aria-expanded", "false");
    await expect(securityPanel).toBeHidden();
  });

  test("sections the DCCM header links to exist and clear the sticky header", async ({ page }) => {
    await page.goto("/solutions/dccm");
    for (const id of ["overview", "services", "process"]) {
      const margin = await page.locator(`#${id}`).evaluate((element) => parseFloat(getComputedStyle(element).scrollMarginTop));
      expect(margin, id).toBeGreaterThan(40);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every panel is shown", async ({ page }) => {
      await page.goto("/solutions/dccm");
      for (const text of ["6, 12 and 24 months", "Audit controls", "ICWA", "Paracelsus lab tests"])
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    });
  });
});

test.describe("the Paracelsus statistics", () => {
  const values = ["100k+", "48", "1000+"];

  test("count up to their final values over two seconds once scrolled into view", async ({ page }) => {
    await page.clock.install();
    await page.goto("/solutions/paracelsus");
    await ready(page);
    // From here the page's time moves only when the test moves it, however slowly the machine polls.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const numbers = page.locator(".stat-number [aria-hidden=true]");
    await expect(numbers.first()).toHaveText("0k+");
    await numbers.first().scrollIntoViewIfNeeded();
    // The observer reports the scroll at the next rendering step; the count starts then.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return numbers.first().textContent();
      })
      .not.toBe("0k+");
    await page.clock.runFor(1000);
    const halfway = Number((await numbers.first().textContent())!.replace("k+", ""));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(100);
    await page.clock.runFor(1000);
    await expect(numbers).toHaveText(values);
    // Screen readers get the final value only, never the ticking number.
    await expect(page.locator(".stat-number .sr-only")).toHaveText(values);
  });

  test("show their final values at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/solutions/paracelsus");
    await ready(page);
    const numbers = page.locator(".stat-number [aria-hidden=true]");
    await numbers.first().scrollIntoViewIfNeeded();
    await expect(numbers).toHaveText(values);
  });
});

test("industry cards change on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/solutions/paracelsus");
  const card = page.locator(".link-card").first();
  await card.scrollIntoViewIfNeeded();
  const look = () => card.evaluate((element) => `${getComputedStyle(element).boxShadow} ${getComputedStyle(element).borderColor}`);
  const resting = await look();
  await card.hover();
  await expect.poll(look).not.toBe(resting);
  await page.mouse.move(0, 0);
  await expect.poll(look).toBe(resting);
  await card.getByRole("link").focus();
  await expect.poll(look).not.toBe(resting);
});

test("Request a Demo always leads to the contact page, with the product of a product's pages ticked there", async ({ page }) => {
  const contactFrom = (path: string) =>
    path.startsWith("/solutions/dccm") ? "/contact?product=dccm" : path.startsWith("/solutions/paracelsus") ? "/contact?product=paracelsus" : "/contact";
  for (const path of marketingPages.filter((p) => p !== "/about")) {
    await page.goto(path);
    const links = page.getByRole("main").getByRole("link", { name: /^Request a Demo/ });
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.getAttribute("href"), path).toBe(contactFrom(path));
  }
});

test("each page's main illustration is fetched first; every other image waits", async ({ request }) => {
  // The hero's illustration, and on About (whose hero has none) the team's: content images.
  for (const [path, image] of [
    ["/", homePage.hero.image],
    ["/about", aboutPage.team.image],
    ["/solutions/dccm", dccmPage.hero.image],
    ["/solutions/paracelsus", paracelsusPage.hero.image],
  ] as const) {
    const html = await (await request.get(path)).text();
    const src = html.match(new RegExp(`<img[^>]+src="(/images/[^"]+/${literally(imageFile(image))})"`))?.[1];
    expect(src, path).toBeDefined();
    expect(html, path).toMatch(new RegExp(`<link rel="preload" as="image" href="${literally(src!)}" fetchPriority="high"`));
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    for (const img of images) {
      if (img.includes(`src="${src}"`)) {
        expect(img).toContain('fetchPriority="high"');
        expect(img).toContain('loading="eager"');
        expect(img).not.toContain('loading="lazy"');
      } else {
        expect(img, `${path}: ${img}`).toContain('loading="lazy"');
      }
    }
  }
});

test("every marketing page runs its scripts without errors", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  for (const path of marketingPages) {
    await page.goto(path);
    await ready(page);
  }
  expect(errors).toEqual([]);
});

for (const width of [320, 390, 768, 1280, 1920]) {
  test(`no page scrolls sideways at ${width} px, and every image has a size and a text alternative`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of marketingPages) {
      await page.goto(path);
      const { scrollWidth, innerWidth, unsized } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        unsized: [...document.images]
          .filter((img) => !img.getAttribute("width") || !img.getAttribute("height") || img.getAttribute("alt") === null)
          .map((img) => img.outerHTML),
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      expect(unsized, path).toEqual([]);
    }
  });
}
