import { tmpdir } from "node:os";
import { basename } from "node:path";
import { expect, test } from "@playwright/test";

// The specs' scratch datasets, databases and servers' folders go where the run removes them at its end
// (playwright.config.ts's global setup, tests/support/own-temp-dir.ts), not into the machine's /tmp.
test("this run's workers make their scratch folders in the run's own folder", () => {
  expect(basename(tmpdir())).toMatch(/^act-test-run-/);
});
