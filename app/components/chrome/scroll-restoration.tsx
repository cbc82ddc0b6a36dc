import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { inlineCall } from "~/lib/inline-script";

/** React Router's own key, so positions saved by its hook are the ones restored here. */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's scroll restoration with a leaner inline script.
 *
 * The hook saves each history entry's scroll position to sessionStorage when
 * the page is hidden and restores positions on client-side navigations. The
 * script runs before the first paint: it gives a new history entry the key
 * React Router's history uses and, for an entry that already has one (a
 * reload, or a return to a page left by a full navigation), restores the
 * position saved for it. React Router's own script reads sessionStorage on
 * every load; a session's first read waits on the browser process (9–17 ms
 * measured in a fresh tab during load, four times that on Lighthouse's
 * simulated phone), and a new entry's fresh random key has nothing saved, so
 * this one reads only for entries that existed before (decision 008).
 */
function restoreScroll(storageKey: string) {
  var state = history.state;
  if (!state || !state.key) {
    history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    var y = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[state.key];
    // Instant: the stylesheet's smooth scrolling is for in-page moves, not for arriving.
    if (typeof y === "number") scrollTo({ top: y, behavior: "instant" });
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

const SCRIPT = inlineCall(restoreScroll)(STORAGE_KEY);

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
