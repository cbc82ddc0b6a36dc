import { Link } from "~/components/page-link";
import type { Chrome } from "~/pages/navigation";
import { useChrome } from "./chrome/use-chrome";
import { Logo } from "./logo";

export function SocialLinks() {
  const { social, newTabHint } = useChrome();
  return <SocialLinkList social={social} newTabHint={newTabHint} />;
}

/** Each network by name, a link to its page when the address keeps the link rule (https only), else plain text. */
export function SocialLinkList({ social, newTabHint }: Pick<Chrome, "social" | "newTabHint">) {
  return (
    // A named group around the list: ARIA allows a name on a list, but screen readers rarely announce it.
    // biome-ignore lint/a11y/useSemanticElements: a named group around a list, outside any form; <fieldset> is for form controls.
    <div role="group" aria-label="Social media">
      <ul className="social-list">
        {social.map((link) => (
          <li key={link.key}>
            {link.href ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="social-link">
                {link.network}
                {newTabHint ? <span className="sr-only"> {newTabHint}</span> : null}
              </a>
            ) : (
              <span>{link.network}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every page's footer: the settings' sentence, columns of links and contact facts. */
export function SiteFooter() {
  const chrome = useChrome();
  const { footer } = chrome;
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="sr-only">
            {footer.brandHeading}
          </h2>
          <Logo name={chrome.name} />
          <p className="mt-4 text-sm" data-sanity={chrome.edit?.footerBlurb}>
            {footer.blurb}
          </p>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </section>
        {footer.columns.map((column, index) => (
          <nav key={column.key} aria-labelledby={`footer-column-${index}`} data-sanity={chrome.edit?.footerColumns}>
            <h2 id={`footer-column-${index}`} className="footer-heading">
              {column.heading}
            </h2>
            <ul className="footer-list">
              {column.links.map((link) => (
                <li key={`${link.to}:${link.label}`}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {footer.contactHeading}
          </h2>
          <ul className="footer-list" data-sanity={chrome.edit?.phone}>
            {chrome.email ? (
              <li>
                <a href={`mailto:${chrome.email}`}>{chrome.email}</a>
              </li>
            ) : null}
            {chrome.phone ? (
              <li>
                <a href={chrome.phone.href} className="whitespace-nowrap">
                  {chrome.phone.display}
                </a>
              </li>
            ) : null}
            {chrome.supportHours ? (
              <li>
                {footer.hoursLabel} {chrome.supportHours}
              </li>
            ) : null}
            {chrome.headquarters ? (
              <li>
                <address className="not-italic">
                  {chrome.headquarters.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <p className="container-page border-t border-white/20 py-6 text-sm">
        © {new Date().getFullYear()} {chrome.legalName}. {footer.rightsNotice}
      </p>
    </footer>
  );
}
