import { Link } from "~/components/page-link";
import { Icon } from "./icons";

type Props = { to: string; icon?: string | null; title: string; text?: string | null; cta: string; headingLevel?: "h2" | "h3" };

/**
 * A card that is one link (the title's link stretches over the card), with
 * the same lift on hover and on keyboard focus: industry and solution cards.
 */
export function LinkCard({ to, icon, title, text, cta, headingLevel: Heading = "h3" }: Props) {
  return (
    <article className="link-card">
      <span className="link-card-icon">
        <Icon name={icon} />
      </span>
      <Heading className="link-card-title">
        <Link to={to} className="link-card-link">
          {title}
        </Link>
      </Heading>
      <p className="link-card-text">{text}</p>
      <p className="link-card-cta" aria-hidden="true">
        {cta} <Icon name="arrow" className="icon icon--small" />
      </p>
    </article>
  );
}
