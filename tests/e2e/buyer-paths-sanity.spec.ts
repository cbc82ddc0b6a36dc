/**
 * A public buyer's goals within two clicks of the home page, on the content read from Sanity (the tests' stand-in
 * for its API and file CDN, seeded with the embedded dataset): the steps of buyer-paths.spec.ts, on a site of its own.
 */
import { buyerPathTests } from "../support/buyer-paths-steps";

buyerPathTests("sanity");
