import mark from "~/assets/art/brand/mark.svg?drawing";
import { Drawing } from "~/components/ui/drawing";
import { site } from "~/content/site";

/**
 * Brand mark (a spring that turns into code brackets, app/assets/art/brand/mark.svg) and wordmark.
 * `lazy` for a copy below the fold (the footer); the header's copy loads at once.
 */
export function Logo({ className = "", lazy = false }: { className?: string; lazy?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <Drawing art={mark} alt="" eager={!lazy} className="shrink-0" />
      <span className="text-[1.3rem] font-bold tracking-tight">{site.name}</span>
    </span>
  );
}
