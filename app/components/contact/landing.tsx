/**
 * The landing page's campaign and referring site, kept in the running page's
 * memory from the document's first load until the visitor sends the form
 * (decision 032): a campaign link to any page, then a click to Contact,
 * still names its campaign. Nothing is written to the visitor's device (no
 * cookie, no storage): a reload or a new tab starts again from that
 * document's own address and referrer.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { landingOf, type EnquirySource } from "~/enquiries/source";

const Landing = createContext<Partial<EnquirySource> | undefined>(undefined);

/** Around every page (root.tsx): what the document was first loaded with, read once React runs. */
export function LandingMemory({ children }: { children: ReactNode }) {
  const [landing, setLanding] = useState<Partial<EnquirySource>>();
  useEffect(() => setLanding(landingOf(window.location.href, document.referrer)), []);
  return <Landing value={landing}>{children}</Landing>;
}

/** The landing's campaign and referring site; undefined on the server and before React runs. */
export function useLanding(): Partial<EnquirySource> | undefined {
  return useContext(Landing);
}
