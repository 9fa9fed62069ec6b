import { site } from "~/content-model/site";

/**
 * Brand mark (a spring that turns into code brackets) and wordmark. The mark is drawn by CSS
 * (`.brand-mark`, app/styles/components.css) as public/favicon.svg draws it: an image would be one
 * more document the browser builds on every page's first screen (docs/decisions/0006). Its brackets
 * and its dot are cells of the icon strip (app/assets/art/icons/brand-*.svg).
 */
export function Logo({ className = "", wordmarkClass = "" }: { className?: string; wordmarkClass?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <span className="brand-mark" aria-hidden="true">
        <span className="lucide i-brand-brackets" />
        <span className="lucide i-brand-dot" />
      </span>
      <span className={`text-[1.3rem] font-bold tracking-tight ${wordmarkClass}`}>{site.name}</span>
    </span>
  );
}
