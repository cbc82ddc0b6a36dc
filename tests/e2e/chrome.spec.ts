import { expect, test, type Page } from "@playwright/test";
import { followToNewPage, visit } from "../support/visit";
import { expectNoAxeViolations } from "../support/axe";

const phone = { width: 390, height: 844 };

const nav = (page: Page) => page.locator("header nav");

test.describe("the three headers", () => {
  test("most paths get the general header: Home, Solutions, Resources, Company, Request a Demo, social links", async ({ page }) => {
    for (const path of ["/", "/about", "/resources", "/contact"]) {
      await visit(page, path);
      const header = nav(page);
      await expect(header).toHaveAttribute("aria-label", "Main");
      await expect(header.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
      await expect(header.getByRole("button", { name: "Solutions" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
      await expect(header.getByRole("link", { name: "Company" })).toHaveAttribute("href", "/about");
      await expect(header.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/contact");
      await expect(header.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
    }
  });

  test("the DCCM page's header has in-page anchors that land on their sections", async ({ page }) => {
    await visit(page, "/solutions/dccm");
    const header = page.getByRole("banner").getByRole("navigation", { name: "DCCM" });
    for (const [name, id] of [
      ["Overview", "overview"],
      ["Services", "services"],
      ["Process", "process"],
    ] as const) {
      await header.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test("Paracelsus pages get sub-menus About Paracelsus, Who We Serve and LIS Solutions", async ({ page }) => {
    await visit(page, "/solutions/paracelsus/who-we-serve/reference-labs");
    const header = page.getByRole("banner").getByRole("navigation", { name: "Paracelsus" });
    for (const name of ["About Paracelsus", "Who We Serve", "LIS Solutions"]) {
      await expect(header.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    await header.getByRole("button", { name: "Who We Serve" }).click();
    await expect(header.getByRole("link", { name: "Reference Labs" })).toHaveAttribute("aria-current", "page");
    await header.getByRole("button", { name: "LIS Solutions" }).click();
    await followToNewPage(page, () => header.getByRole("link", { name: "Transactional Billing" }).click());
    await expect(page).toHaveURL(/\/lis-solutions\/transactional-billing$/);
  });
});

test.describe("a product section keeps the general navigation", () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    for (const [from, product, other] of [
      ["/solutions/dccm", "DCCM", ["Paracelsus", "/solutions/paracelsus"]],
      ["/solutions/paracelsus/lis-solutions", "Paracelsus", ["DCCM", "/solutions/dccm"]],
    ] as const) {
      test(`at ${viewport.width} px, from ${from} the header reaches Resources, Company, Contact and the other product`, async ({ page }) => {
        // Eight whole pages loaded: the default budget for each.
        test.setTimeout(8 * 30_000);
        await page.setViewportSize(viewport);
        const main = page.getByRole("banner").getByRole("navigation", { name: "Main" });
        const open = async () => {
          await visit(page, from);
          // The product's own menu stays, as a second bar (folded behind its toggle on a phone).
          await expect(page.locator(`header nav[aria-label="${product}"]`)).toHaveCount(1);
          if (viewport.width < 1024) await page.getByRole("button", { name: "Menu", exact: true }).click();
        };
        for (const [name, path] of [
          ["Resources", "/resources"],
          ["Company", "/about"],
          // Contact, with this product ticked.
          ["Request a Demo", `/contact\\?product=${product.toLowerCase()}`],
        ] as const) {
          await open();
          await main.getByRole("link", { name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
        }
        await open();
        await main.getByRole("button", { name: "Solutions" }).click();
        await main.getByRole("link", { name: other[0], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${other[1]}$`));
      });
    }
  }
});

test.describe("menus", () => {
  test.describe("on a touch phone", () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
    test("with one Paracelsus sub-menu open, the first tap on another sub-menu's button opens it", async ({ page }) => {
      await visit(page, "/solutions/paracelsus/lis-solutions");
      await page.getByRole("button", { name: "Paracelsus LIS menu" }).tap();
      const product = page.getByRole("navigation", { name: "Paracelsus" });
      const about = product.getByRole("button", { name: "About Paracelsus" });
      const serve = product.getByRole("button", { name: "Who We Serve" });
      await about.tap();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await serve.tap();
      await expect(serve).toHaveAttribute("aria-expanded", "true");
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await product.getByRole("link", { name: "Reference Labs" }).tap();
      await expect(page).toHaveURL(/\/who-we-serve\/reference-labs$/);
    });
  });

  test("open by click and keyboard, close on Escape and outside click, and say so with aria-expanded", async ({ page }) => {
    await visit(page, "/");
    const button = nav(page).getByRole("button", { name: "Solutions" });
    const paracelsus = nav(page).getByRole("link", { name: "Paracelsus", exact: true });
    await expect(paracelsus).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(paracelsus).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(paracelsus).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(paracelsus).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    // Focus left the menu: it closes.
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("on a phone the navigation folds behind a toggle that closes after a link is chosen", async ({ page }) => {
    await page.setViewportSize(phone);
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page)).toBeVisible();
    await nav(page).getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page)).toBeHidden();

    await visit(page, "/solutions/dccm");
    const dccm = page.getByRole("navigation", { name: "DCCM" });
    await expect(dccm).toBeHidden();
    await page.getByRole("button", { name: "DCCM menu" }).click();
    await dccm.getByRole("link", { name: "Process" }).click();
    await expect(page).toHaveURL(/#process$/);
    await expect(dccm).toBeHidden();
  });

  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`with menus and the help panel open there is no WCAG 2.2 A/AA violation at ${viewport.width} px`, async ({ page }) => {
      // Five axe runs, each a few seconds on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      for (const [path, toggle, menus] of [
        ["/", "Menu", ["Solutions"]],
        ["/solutions/paracelsus", "Paracelsus LIS menu", ["About Paracelsus", "Who We Serve", "LIS Solutions"]],
      ] as const) {
        await visit(page, path);
        for (const menu of menus) {
          if (viewport.width < 1024) await page.getByRole("button", { name: toggle, exact: true }).click();
          await nav(page).getByRole("button", { name: menu }).click();
          await expectNoAxeViolations(page, `${path} with ${menu} open at ${viewport.width} px`);
          await page.keyboard.press("Escape");
          if (viewport.width < 1024) await page.keyboard.press("Escape");
        }
      }
      await page.getByRole("button", { name: "Need Help" }).click();
      await expect(page.getByRole("dialog", { name: "Need help?" })).toBeVisible();
      await expectNoAxeViolations(page, `the Need Help panel at ${viewport.width} px`);
    });
  }
});

test("the footer has its four columns, and the social links open in a new tab safely", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.locator("footer");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(quick.getByRole("link", { name: "Why ACT" })).toHaveAttribute("href", "/");
  await expect(quick.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(quick.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacypolicy");
  const solutions = footer.getByRole("navigation", { name: "Solutions" });
  await expect(solutions.getByRole("link", { name: "DCCM" })).toHaveAttribute("href", "/solutions/dccm");
  await expect(solutions.getByRole("link", { name: "Paracelsus LIS" })).toHaveAttribute("href", "/solutions/paracelsus");
  const contact = footer.getByRole("region", { name: "Contact Us" });
  await expect(contact.getByRole("link", { name: "helpdesk@example.com" })).toHaveAttribute("href", "mailto:helpdesk@example.com");
  await expect(contact).toContainText("Gulf Breeze, Florida");
  for (const link of await footer.getByRole("link", { name: /opens in a new tab/ }).all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(2);
});

test.describe("Need Help without a configured widget", () => {
  test("opens a small panel with the help desk's e-mail, phone, hours and a link to the contact page", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
    });
    await visit(page, "/resources");
    const button = page.getByRole("button", { name: "Need Help" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const panel = page.getByRole("dialog", { name: "Need help?" });
    await expect(panel.getByRole("link", { name: "helpdesk@example.com" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "(850) 555-0142" })).toBeVisible();
    await expect(panel).toContainText("Monday to Friday, 8 AM to 7 PM ET");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await panel.getByRole("link", { name: "Send us a message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(thirdParty).toEqual([]);
  });
});

test.describe("scrolling", () => {
  test("the back-to-top control shows only above 300 px of scroll and takes the visitor to the top", async ({ page }) => {
    await visit(page, "/solutions/dccm");
    const control = page.getByRole("button", { name: "Back to top" });
    await expect(control).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await page.waitForTimeout(100);
    await expect(control).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: "instant" }));
    await expect(control).toBeVisible();
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#main")).toBeFocused();
    await expect(control).toBeHidden();
  });

  test("a link from far down a page opens the next page at its top, the keyboard starting there too", async ({ page }) => {
    await visit(page, "/");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await followToNewPage(page, () => page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click());
    await expect(page).toHaveURL(/\/privacypolicy$/);
  });

  test("a reload keeps the visitor's place, a new visit starts at the top, and Back returns to where they were", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    const scrollY = () => page.evaluate(() => window.scrollY);
    await visit(page, "/privacypolicy");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    expect(await scrollY()).toBe(900);

    await visit(page, "/about");
    await visit(page, "/privacypolicy");
    expect(await scrollY()).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }));
    // Followed without scrolling it into view, as Playwright's click would.
    await page
      .locator("footer")
      .getByRole("link", { name: "About", exact: true })
      .evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect.poll(scrollY).toBe(700);
    expect(problems).toEqual([]);
  });

  test.describe("under prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("scrolling is instant", async ({ page }) => {
      await visit(page, "/");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
      await page.evaluate(() => window.scrollTo({ top: 2000 }));
      await page.getByRole("button", { name: "Back to top" }).click();
      // Instant: at the top in the same frame, no animation to wait for.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
