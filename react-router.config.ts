import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Sixteen routes: the whole manifest is one cached module loaded with the page's others (+1.2 KB gzip),
  // rather than a /__manifest fetch and route patching after hydration (decision 012).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
