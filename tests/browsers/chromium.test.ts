import { crossBrowserSubset } from "./subset";

crossBrowserSubset("chromium");
