import { Link } from "react-router";
import { reloadsDocument } from "~/paths";

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** Force a full page load where the specification asks for one (the reference cards, requirements §2.7). */
  reloadDocument?: boolean;
};

/**
 * Every link of the site. Inside the app it navigates without reloading; where paths.ts says a
 * page opens by a full page load (/contact, requirements §2.2), and for anchors, other origins, mail and
 * phone links, it is a plain anchor. Both are real links in the prerendered HTML.
 */
export function SiteLink({ to, reloadDocument, ...props }: Props) {
  if (reloadDocument || reloadsDocument(to)) return <a href={to} {...props} />;
  return <Link to={to} {...props} />;
}
