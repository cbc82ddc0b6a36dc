import { createContext, useContext } from "react";
import { inlineScript } from "~/enhancements/inline-script";
import { useNonce } from "./nonce";

/**
 * Where a drawing made apart from the page (a built page's sections, drawn to HTML in its loader)
 * collects its scripts rather than writing them: that HTML reaches the page as data, and only
 * the page's own render can give a script the mark that lets the Content-Security-Policy allow
 * it, so the page writes them (`InlineModule`) after that HTML.
 */
export const CollectedScripts = createContext<Set<string> | undefined>(undefined);

/**
 * One enhancement (app/enhancements) written into the page as an inline module beside what
 * it drives. The server's text is what runs: a page that hydrates keeps it as it is.
 */
export function Enhancement<Settings extends unknown[]>({ run, settings }: { run: (...settings: Settings) => void; settings: Settings }) {
  const collected = useContext(CollectedScripts);
  const text = inlineScript(run, ...settings);
  if (collected) {
    collected.add(text);
    return null;
  }
  return <InlineModule text={text} />;
}

/** An inline module script of the site's own, carrying the render's nonce or mark. */
export function InlineModule({ text }: { text: string }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own function, its settings as JSON with "<" escaped.
  return <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
