import { ArrowRight } from "lucide-react";
import { SiteLink } from "./site-link";

type Variant = "primary" | "ghost-dark" | "outline";

/** Classes of a button-like link or button (`.btn` and its variants in app/styles/components.css). */
export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `group btn btn-${variant}${extra ? ` ${extra}` : ""}`;

type ButtonLinkProps = {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
  /** Show an arrow that moves on hover. */
  arrow?: boolean;
};

/** A link styled as a button; SiteLink decides between client navigation and a full page load. */
export function ButtonLink({ to, children, variant = "primary", className = "", arrow }: ButtonLinkProps) {
  return (
    <SiteLink to={to} className={buttonClass(variant, className)}>
      {children}
      {arrow && <ArrowRight aria-hidden className="arrow-nudge size-4" />}
    </SiteLink>
  );
}
