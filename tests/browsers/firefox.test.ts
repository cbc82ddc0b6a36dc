import { crossBrowserSubset } from "./subset";

crossBrowserSubset("firefox");
