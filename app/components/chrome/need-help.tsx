import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { PublicEnv } from "~/lib/env.server";
import { useChrome } from "./use-chrome";
import { useDismiss } from "./use-dismiss";

declare global {
  interface Window {
    /** What a support-desk provider's script exposes once loaded. */
    HelpWidget?: { open?: (options?: { id: string }) => void };
  }
}

let widgetScript: Promise<void> | undefined;

/** Loads the provider's script once, on the first request for help: page load never waits on it. */
function loadWidget(widget: NonNullable<PublicEnv["HELP_WIDGET"]>): Promise<void> {
  widgetScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = widget.scriptUrl;
    script.async = true;
    script.dataset.widgetId = widget.id;
    script.onload = () => resolve();
    script.onerror = () => {
      widgetScript = undefined;
      reject(new Error("help widget failed to load"));
    };
    document.head.append(script);
  });
  return widgetScript;
}

/**
 * The 'Need Help' control on every page. With a support-desk widget
 * configured, its script loads on first use and opens; without one (or if it
 * fails to load), a small panel gives the help desk's e-mail, phone and hours.
 */
export function NeedHelp({ widget }: { widget?: PublicEnv["HELP_WIDGET"] }) {
  const chrome = useChrome();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);

  async function onClick() {
    if (!widget) {
      setOpen((value) => !value);
      return;
    }
    setLoading(true);
    try {
      await loadWidget(widget);
      if (typeof window.HelpWidget?.open !== "function") throw new Error("help widget has no open()");
      window.HelpWidget.open({ id: widget.id });
    } catch {
      setOpen(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div ref={container} className="need-help">
      <div id={panelId} role="dialog" aria-modal="false" aria-labelledby={titleId} className="need-help-panel" hidden={!open}>
        <h2 id={titleId} className="need-help-title">
          Need help?
        </h2>
        {chrome.supportHours ? <p>Our help desk answers {chrome.supportHours}.</p> : null}
        <ul className="need-help-list">
          {chrome.phone ? (
            <li>
              <a href={chrome.phone.href} className="whitespace-nowrap">
                {chrome.phone.display}
              </a>
            </li>
          ) : null}
          {chrome.email ? (
            <li>
              <a href={`mailto:${chrome.email}`}>{chrome.email}</a>
            </li>
          ) : null}
          <li>
            <Link to="/contact" onClick={close}>
              Send us a message
            </Link>
          </li>
        </ul>
        <button
          type="button"
          className="need-help-close"
          onClick={() => {
            close();
            button.current?.focus();
          }}
        >
          Close<span className="sr-only"> help</span>
        </button>
      </div>
      <button
        ref={button}
        type="button"
        className="need-help-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={loading || undefined}
        onClick={onClick}
      >
        <span aria-hidden="true" className="need-help-icon">
          ?
        </span>
        <span className="need-help-label">Need Help</span>
      </button>
    </div>
  );
}
