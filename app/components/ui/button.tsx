import { ArrowRight } from "lucide-react";
import { SiteLink } from "./site-link";

type Variant = "primary" | "secondary" | "ghost-dark" | "outline";

const variants: Record<Variant, string> = {
  primary:
    "bg-accent-gradient text-white shadow-[0_10px_30px_-10px_rgb(79_99_255/0.8)] hover:brightness-110 hover:shadow-[0_14px_34px_-10px_rgb(124_58_237/0.8)]",
  secondary: "bg-white text-heading shadow-card hover:bg-accent-50",
  "ghost-dark": "border border-white/25 text-white hover:border-white/60 hover:bg-white/5",
  outline: "border border-hairline bg-white text-heading hover:border-accent-300 hover:bg-accent-50",
};

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `group inline-flex items-center justify-center gap-2 rounded-full px-6 py-3.5 text-base font-semibold transition duration-200 ${variants[variant]} ${extra}`;

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
      {arrow && <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />}
    </SiteLink>
  );
}
