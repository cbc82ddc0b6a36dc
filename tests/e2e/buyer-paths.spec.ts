/** A public buyer's goals within two clicks of the home page, on the embedded content (tests/support/buyer-paths-steps.ts). */
import { buyerPathTests } from "../support/buyer-paths-steps";

buyerPathTests("embedded");
