import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Sixteen routes: the whole manifest rides in each page (+~1 KB gzip) rather than being fetched and patched in after hydration.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
