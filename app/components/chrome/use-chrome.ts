import { useRouteLoaderData } from "react-router";
import type { Chrome } from "~/pages/navigation";

const EMPTY: Chrome = {
  name: "",
  legalName: "",
  demoButton: "",
  newTabHint: "",
  phone: undefined,
  email: undefined,
  supportHours: undefined,
  headquarters: undefined,
  mailing: undefined,
  social: [],
  menus: { general: [], paracelsus: [], dccm: [] },
  footer: { brandHeading: "", blurb: "", columns: [], contactHeading: "", hoursLabel: "", rightsNotice: "" },
  pages: [],
};

/** The settings every page's header, footer and breadcrumbs show (the root loader's `chrome`); empty when the content could not be read. */
export function useChrome(): Chrome {
  const data = useRouteLoaderData("root") as { chrome?: Chrome } | undefined;
  return data?.chrome ?? EMPTY;
}
