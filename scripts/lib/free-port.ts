/**
 * A port for a server that another process will open. get-port finds one free now, but two test workers asking
 * at once can be given the same one before either child binds it, and the loser's checks then reach the
 * winner's server. So each worker takes ports from a block of its own (Playwright's TEST_PARALLEL_INDEX,
 * Vitest's VITEST_POOL_ID), below the kernel's range for ports the system picks itself (32768 and up).
 * TEST_PORT_BASE moves the blocks, for two checkouts tested side by side on one machine.
 */
import getPort, { portNumbers } from "get-port";

const BLOCK = 1_000;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.VITEST_POOL_ID ?? 0) % 10;

export function freePort(): Promise<number> {
  const from = Number(process.env.TEST_PORT_BASE ?? 20_000) + worker * BLOCK;
  return getPort({ port: portNumbers(from, from + BLOCK - 1) });
}
