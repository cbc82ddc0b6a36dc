import { Link } from "react-router";
import { formatAddress, site } from "~/lib/site";
import { Logo } from "./logo";

export function SocialLinks() {
  return (
    // A named group around the list: ARIA allows a name on a list, but screen readers rarely announce it.
    <div role="group" aria-label="Social media">
      <ul className="social-list">
        {site.social.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="social-link">
              {link.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="sr-only">
            About ACT
          </h2>
          <Logo />
          <p className="mt-4 text-sm">{site.tagline}</p>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-list">
            <li><Link to="/about">About</Link></li>
            <li><Link to="/">Why ACT</Link></li>
            <li><Link to="/contact">Contact Us</Link></li>
            <li><Link to="/privacypolicy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-solutions">
          <h2 id="footer-solutions" className="footer-heading">
            Solutions
          </h2>
          <ul className="footer-list">
            <li><Link to="/solutions/dccm">DCCM</Link></li>
            <li><Link to="/solutions/paracelsus">Paracelsus LIS</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact Us
          </h2>
          <ul className="footer-list">
            <li><a href={`mailto:${site.email}`}>{site.email}</a></li>
            <li><a href={site.phone.href} className="whitespace-nowrap">{site.phone.display}</a></li>
            <li>Help desk: {site.supportHours}</li>
            <li>
              <address className="not-italic">
                {formatAddress(site.headquarters).map((line) => (
                  <span key={line} className="block">{line}</span>
                ))}
              </address>
            </li>
          </ul>
        </section>
      </div>
      <p className="container-page border-t border-white/20 py-6 text-sm">
        © {new Date().getFullYear()} {site.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
