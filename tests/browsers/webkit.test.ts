import { crossBrowserSubset } from "./subset";

crossBrowserSubset("webkit");
