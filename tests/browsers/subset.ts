/**
 * The cross-browser subset of the end-to-end suite, written once against the Driver
 * interface and run in each engine by its own file (chromium.test.ts, firefox.test.ts,
 * webkit.test.ts). The Playwright suite in tests/e2e stays the full specification, in Chromium;
 * this subset proves the same behaviour where engines differ: rendering, events, focus, forms.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from "vitest";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";
import type { Driver, Engine } from "./driver";
import type { ObservedRequest } from "./observing-proxy";
import { launchPuppeteer } from "./puppeteer-driver";
import { launchWebKit } from "./webkit-driver";

const desktop = { width: 1280, height: 800 };
// MiniBrowser's window (WebKitWebDriver's browser) cannot be narrower than about 450 px: a large phone's width
// is one every engine can take, and below the 1024 px breakpoint where the navigation folds.
const phone = { width: 480, height: 812 };
const poll = { timeout: 5_000, interval: 50 };
// The embedded image server makes each picture's variant on its first request: on a cold cache a page of
// article cards waits seconds for its pictures.
const answered = { timeout: 30_000, interval: 100 };

export function crossBrowserSubset(engine: Engine) {
  const site = inject("site");
  let driver: Driver;

  const attribute = (selector: string, name: string) =>
    driver.evaluate((css: string, attr: string) => document.querySelector(css)?.getAttribute(attr) ?? null, selector, name);
  /** Rendered, with a size, and not made invisible: what a visitor could see if scrolled there. */
  const isVisible = (selector: string) =>
    driver.evaluate((css: string) => {
      const element = document.querySelector(css);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    }, selector);
  const focused = () => driver.evaluate(() => (document.activeElement?.id || document.activeElement?.className) ?? "");
  const path = () => driver.evaluate(() => location.pathname);
  // The other engines' files run at the same time: the proxy keeps each engine's requests apart.
  const requests = async () => (await (await fetch(`${site}/__proxy/requests?engine=${engine}`)).json()) as ObservedRequest[];
  const forgetRequests = () => fetch(`${site}/__proxy/reset?engine=${engine}`);

  describe(engine, () => {
    beforeAll(async () => {
      driver = engine === "webkit" ? await launchWebKit(site) : await launchPuppeteer(engine, site);
      console.log(`${engine}: ${driver.version}`);
    }, 60_000);
    afterAll(async () => driver?.close());
    beforeEach(async () => driver.setViewport(desktop.width, desktop.height));
    // Every test also holds its pages to no console error, uncaught error or CSP violation.
    afterEach(async () => expect(await driver.consoleErrors()).toEqual([]));

    test("each sitemap page renders with no console error or CSP violation, and asks for each file once", async () => {
      const paths = await sitemapPaths(site);
      expect(paths.length).toBeGreaterThanOrEqual(28);
      const problems: Record<string, string[]> = {};
      for (const page of paths) {
        await forgetRequests();
        await driver.goto(page);
        expect(await driver.evaluate(() => document.querySelectorAll("h1").length), page).toBe(1);
        // Every request of this page answered, lazy pictures still loading after its load event too, before the next
        // page: Firefox gives up what the page it leaves still waits for, and a picture both pages show is then
        // asked for again, by the next page, once.
        await expect.poll(async () => (await requests()).filter((request) => request.status === 0).map((request) => request.path), answered).toEqual([]);
        const found = await driver.consoleErrors();
        const seen = await requests();
        for (const request of seen) if (request.status >= 400) found.push(`${request.status} for ${request.path}`);
        const gets = seen.filter((request) => request.method === "GET").map((request) => request.path);
        // A second download of a script, style sheet or preloaded image the page already has costs the visitor time.
        for (const [index, requested] of gets.entries()) if (gets.indexOf(requested) !== index) found.push(`asked twice for ${requested}`);
        if (found.length > 0) problems[page] = [...new Set(found)];
      }
      expect(problems).toEqual({});
    }, 240_000);

    test("the Solutions menu opens by mouse and keyboard, closes on Escape, an outside click and focus leaving", async () => {
      await driver.goto("/");
      const button = "header .nav-menu-button";
      const first = `#${await attribute(button, "aria-controls")} a`;
      expect(await isVisible(first)).toBe(false);
      await driver.click(button);
      await expect.poll(() => attribute(button, "aria-expanded"), poll).toBe("true");
      expect(await isVisible(first)).toBe(true);
      await driver.press("Escape");
      await expect.poll(() => attribute(button, "aria-expanded"), poll).toBe("false");
      expect(await focused()).toBe("nav-menu-button");

      await driver.press("Enter");
      await expect.poll(() => isVisible(first), poll).toBe(true);
      await driver.click("main h1");
      await expect.poll(() => attribute(button, "aria-expanded"), poll).toBe("false");

      await driver.evaluate((css: string) => (document.querySelector(css) as HTMLElement).focus(), button);
      await driver.press("ArrowDown");
      await expect.poll(() => driver.evaluate((css: string) => document.activeElement === document.querySelector(css), first), poll).toBe(true);
      await driver.press("Tab");
      await driver.press("Tab");
      await expect.poll(() => attribute(button, "aria-expanded"), poll).toBe("false");

      await driver.click(button);
      await driver.click(first);
      await expect.poll(path, poll).toMatch(/^\/solutions\//);
    });

    test("on a phone the navigation folds behind a toggle that closes after a link is chosen", async () => {
      await driver.setViewport(phone.width, phone.height);
      await driver.goto("/");
      const toggle = "header .menu-toggle";
      const nav = `#${await attribute(toggle, "aria-controls")}`;
      expect(await isVisible(nav)).toBe(false);
      await driver.click(toggle);
      await expect.poll(() => attribute(toggle, "aria-expanded"), poll).toBe("true");
      expect(await isVisible(nav)).toBe(true);
      await driver.click(`${nav} a[href="/resources"]`);
      await expect.poll(path, poll).toBe("/resources");
      await expect.poll(() => attribute(toggle, "aria-expanded"), poll).toBe("false");
      expect(await isVisible(nav)).toBe(false);
    });

    test("the DCCM accordion opens and closes by click, Enter and Space", async () => {
      await driver.goto("/solutions/dccm");
      const trigger = '.accordion-trigger[id$="-button-1"]';
      const panel = `#${await attribute(trigger, "aria-controls")}`;
      expect(await attribute(trigger, "aria-expanded")).toBe("false");
      expect(await isVisible(panel)).toBe(false);
      await driver.click(trigger);
      await expect.poll(() => attribute(trigger, "aria-expanded"), poll).toBe("true");
      expect(await isVisible(panel)).toBe(true);
      await driver.press("Enter");
      await expect.poll(() => attribute(trigger, "aria-expanded"), poll).toBe("false");
      expect(await isVisible(panel)).toBe(false);
      await driver.press("Space");
      await expect.poll(() => attribute(trigger, "aria-expanded"), poll).toBe("true");
    });

    test("on a phone the compliance table scrolls inside its box, not the page, and keeps its name as a table", async () => {
      await driver.setViewport(phone.width, phone.height);
      await driver.goto("/trust-and-security");
      const widths = () =>
        driver.evaluate(() => {
          const box = document.querySelector(".compliance-table-scroll")!;
          return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, box: box.scrollWidth - box.clientWidth };
        });
      const { page, box } = await widths();
      expect(page).toBeLessThanOrEqual(1);
      expect(box).toBeGreaterThan(0);
      expect(await driver.hasAccessibleName("table.compliance-table", "Standards at a glance")).toBe(true);
      expect(await driver.hasAccessibleName(".compliance-table-scroll", "Standards at a glance")).toBe(true);
    });

    test("the carousel's buttons have their names, a visible space before the arrow, and change the slide", async () => {
      await driver.goto("/about");
      const carousel = '[aria-roledescription="carousel"]';
      const [previous, pause, next] = [1, 2, 3].map((n) => `${carousel} .carousel-button:nth-of-type(${n})`) as [string, string, string];
      const slide = () => attribute('[aria-roledescription="slide"]:not([hidden])', "aria-label");
      expect(await driver.hasAccessibleName(previous, "Previous testimonial")).toBe(true);
      expect(await driver.hasAccessibleName(pause, "Pause testimonials")).toBe(true);
      expect(await driver.hasAccessibleName(next, "Next testimonial")).toBe(true);
      // What the button shows: "Next ›", the word and the arrow apart, not "Next›".
      const gap = await driver.evaluate((css: string) => {
        const button = document.querySelector(css)!;
        const word = document.createRange();
        word.selectNodeContents(button.firstChild!);
        const arrow = button.querySelector('[aria-hidden="true"]')!;
        return arrow.getBoundingClientRect().left - word.getBoundingClientRect().right;
      }, next);
      expect(gap).toBeGreaterThanOrEqual(2);

      expect(await slide()).toBe("1 of 4");
      await driver.click(next);
      await expect.poll(slide, poll).toBe("2 of 4");
      await driver.click(previous);
      await driver.click(previous);
      await expect.poll(slide, poll).toBe("4 of 4");
      const third = `${carousel} [role="group"] li:nth-child(3) button`;
      await driver.click(third);
      await expect.poll(slide, poll).toBe("3 of 4");
      expect(await attribute(third, "aria-current")).toBe("true");
      await driver.click(pause);
      await expect.poll(() => driver.hasAccessibleName(pause, "Play testimonials"), poll).toBe(true);
    });

    test("the Paracelsus counters count up to their values once in view", async () => {
      await driver.goto("/solutions/paracelsus");
      const counters = () =>
        driver.evaluate(() =>
          [...document.querySelectorAll(".stat-number")].map((stat) => ({
            shown: stat.querySelector("[aria-hidden]")?.textContent ?? "",
            countsTo: `${stat.querySelector("[aria-hidden]")?.getAttribute("data-count-to")}${stat.querySelector("[aria-hidden]")?.getAttribute("data-count-suffix")}`,
            read: stat.querySelector(".sr-only")?.textContent ?? "",
          })),
        );
      const before = await counters();
      expect(before.length).toBeGreaterThan(0);
      // Under reduced motion (WebKitGTK under Xvfb asks for it: GTK's animations are off there) the final values show at once.
      const reduced = await driver.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
      // Otherwise the figures drop to zero once the page's script runs, which may be a frame after the page says it is ready.
      if (reduced) expect(before.every((counter) => counter.shown === counter.read)).toBe(true);
      else await expect.poll(async () => (await counters()).some((counter) => counter.shown !== counter.read), poll).toBe(true);
      await driver.evaluate(() => document.querySelector(".stat-number")!.scrollIntoView({ block: "center", behavior: "instant" }));
      await expect.poll(async () => (await counters()).every((counter) => counter.shown === counter.read), { ...poll, timeout: 6_000 }).toBe(true);
      for (const counter of await counters()) expect(counter.countsTo).toBe(counter.read);
    });

    test("back to top shows only past 300 px of scroll and returns the visitor to the top", async () => {
      await driver.goto("/solutions/dccm");
      const control = ".back-to-top";
      expect(await isVisible(control)).toBe(false);
      await driver.evaluate(() => window.scrollTo({ top: 301, behavior: "instant" }));
      await expect.poll(() => isVisible(control), poll).toBe(true);
      await driver.click(control);
      await expect.poll(() => driver.evaluate(() => window.scrollY), poll).toBe(0);
      expect(await focused()).toBe("main");
      await expect.poll(() => isVisible(control), poll).toBe(false);
    });

    describe("the contact form", () => {
      const submit = "form.enquiry-form button[type=submit]";
      const value = (selector: string) => driver.evaluate((css: string) => (document.querySelector(css) as HTMLInputElement).value, selector);

      test("an empty submit marks every required field, lists the problems, focuses the first and sends nothing", async () => {
        await driver.goto("/contact");
        await forgetRequests();
        await driver.click(submit);
        const required = ["firstName", "lastName", "email", "phone", "city", "state"];
        for (const name of required) await expect.poll(() => attribute(`#field-${name}`, "aria-invalid"), poll).toBe("true");
        // The form moves focus once the refusal is drawn (an effect, after the paint that marks the fields).
        await expect.poll(focused, poll).toBe("field-firstName");
        expect(await driver.evaluate(() => document.querySelectorAll(".error-summary a").length)).toBe(required.length);
        expect((await requests()).filter((request) => request.method === "POST")).toEqual([]);
      });

      test("the phone mask formats typed digits and Backspace removes them", async () => {
        await driver.goto("/contact");
        await driver.click("#field-phone");
        await driver.type("8505550100999");
        await expect.poll(() => value("#field-phone"), poll).toBe("(850) 555-0100");
        for (let i = 0; i < 5; i++) await driver.press("Backspace");
        await expect.poll(() => value("#field-phone"), poll).toBe("(850) 55");
      });

      test("ticking a product reveals its section and unticking hides it", async () => {
        await driver.goto("/contact");
        for (const product of ["dccm", "paracelsus", "emr", "lcms", "other"]) {
          const box = `input[aria-controls="section-${product}"]`;
          expect(await isVisible(`#section-${product}`), product).toBe(false);
          await driver.click(box);
          await expect.poll(() => isVisible(`#section-${product}`), poll).toBe(true);
          await driver.click(box);
          await expect.poll(() => isVisible(`#section-${product}`), poll).toBe(false);
        }
      });

      test("a filled-in enquiry is sent and acknowledged", async () => {
        await driver.goto("/contact");
        // A visitor types once the caret is in the field: a click that lands while the page still moves is made again.
        const fill = async (selector: string, text: string) => {
          const id = selector.slice("#".length);
          await expect
            .poll(async () => {
              if ((await focused()) !== id) await driver.click(selector);
              return focused();
            }, poll)
            .toBe(id);
          await driver.type(text);
        };
        await fill("#field-firstName", "Dana");
        await fill("#field-lastName", "Reyes");
        await fill("#field-email", `dana.${engine}@example.org`);
        await fill("#field-phone", "8505550100");
        await fill("#field-city", "Pensacola");
        // The State list by keyboard: a click would open the platform's own pop-up.
        await driver.evaluate(() => (document.querySelector("#field-state") as HTMLSelectElement).focus());
        await driver.type("Florida");
        await expect.poll(() => value("#field-state"), poll).toBe("FL");
        await driver.click('input[aria-controls="section-dccm"]');
        await fill("#field-dccm-courtName", "Sample County Treatment Court");
        await fill("#field-message", `A demo for our adult program, please (${engine}).`);
        await driver.click(submit);
        await expect
          .poll(
            // The alert, or whatever the form says instead (an error summary, a field's message), for the failure's report.
            () =>
              driver.evaluate(() => {
                const said = document.querySelector('[role="alert"]') ?? document.querySelector(".error-summary");
                return said?.textContent?.trim() || `invalid: ${document.querySelector('form.enquiry-form [aria-invalid="true"]')?.id ?? "none"}`;
              }),
            { ...poll, timeout: 10_000 },
          )
          .toBe("Your message has been submitted successfully.");
      });
    });
  });
}
