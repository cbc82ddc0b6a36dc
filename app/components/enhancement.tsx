import { inlineScript } from "~/enhancements/inline-script";
import { useNonce } from "./nonce";

/**
 * One enhancement (app/enhancements) written into the page as an inline module beside what
 * it drives. The server's text is what runs: a page that hydrates keeps it as it is.
 */
export function Enhancement<Settings extends unknown[]>({ run, settings }: { run: (...settings: Settings) => void; settings: Settings }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own function, its settings as JSON with "<" escaped.
  return <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript(run, ...settings) }} />;
}
