import { useId } from "react";
import { Link } from "~/components/page-link";
import type { PublicEnv } from "~/lib/env.server";
import { useChrome } from "./use-chrome";

/**
 * The 'Need Help' control on every page. With a support-desk widget
 * configured, its script loads on first use and opens; without one (or if it
 * fails to load), a small panel gives the help desk's e-mail, phone and hours.
 * What it does in the browser is app/enhancements/disclosures.ts.
 */
export function NeedHelp({ widget }: { widget?: PublicEnv["HELP_WIDGET"] }) {
  const chrome = useChrome();
  const panelId = useId();
  const titleId = useId();

  return (
    <div className="need-help" data-disclosure-scope>
      <div id={panelId} role="dialog" aria-modal="false" aria-labelledby={titleId} className="need-help-panel" hidden>
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
            <Link to="/contact">Send us a message</Link>
          </li>
        </ul>
        <button type="button" className="need-help-close" data-disclosure-close>
          Close<span className="sr-only"> help</span>
        </button>
      </div>
      <button
        type="button"
        className="need-help-button"
        aria-expanded="false"
        aria-controls={panelId}
        data-disclosure="help"
        data-widget-src={widget?.scriptUrl}
        data-widget-id={widget?.id}
      >
        <span aria-hidden="true" className="need-help-icon">
          ?
        </span>
        <span className="need-help-label">Need Help</span>
      </button>
    </div>
  );
}
