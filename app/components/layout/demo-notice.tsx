import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/content-model/site";
import { useEdition } from "~/lib/page-handle";

/**
 * The demo identity's notice (site.ts `demo`), at the top of every page, in the prerendered HTML: a visitor
 * reads that the agency, its projects, testimonials and awards are invented before anything else, and a
 * screen reader meets it first after the skip link (issue 40). It is in the page's flow, so it shifts nothing
 * when the page hydrates.
 */
export function DemoNotice() {
  const { text, paths } = useEdition();
  if (!site.demo) return null;
  const { label, text: notice, link } = text.demoNotice;
  return (
    // data-copy: a legal notice, the same on every page; the copy checks (tests/e2e/copy.spec.ts) leave it out.
    <div
      role="note"
      data-testid="demo-notice"
      data-copy="legal"
      className="border-b border-warm-400 bg-warm-300 text-ink-950"
    >
      <p className="container-page py-2.5 text-sm leading-snug">
        <strong className="font-bold">{label}:</strong> {notice}{" "}
        <SiteLink to={paths.impressum} className="font-semibold whitespace-nowrap underline underline-offset-2">
          {link}
        </SiteLink>
      </p>
    </div>
  );
}
