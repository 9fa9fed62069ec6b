import { CircleAlert, CircleCheck, Mail, Phone } from "lucide-react";
import { phoneHref } from "~/content-model/format";
import { site } from "~/content-model/site";
import { useEdition } from "~/lib/page-handle";

export type Outcome = "idle" | "sending" | "success" | "failed" | "error";

const fallbackLinkClass = "inline-flex items-center gap-1.5 font-medium text-accent-700 underline underline-offset-2";

/**
 * What came of the last submit (requirements §4, §8): the success message, or the failure message with the
 * other ways to reach us, so a lead is not lost with the request. The live regions stay in the DOM,
 * so filling them is announced.
 */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const copy = useEdition().contact.form;
  return (
    <>
      <div role="status">
        {outcome === "success" && (
          <div className="mt-5 flex gap-3 rounded-xl border border-[#067647]/30 bg-[#ecfdf3] p-4 text-[#05603a]">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" strokeWidth={2.25} />
            <p>
              <strong className="block font-semibold">{copy.success}</strong>
              {copy.successDetail}
            </p>
          </div>
        )}
      </div>
      <div role="alert">
        {(outcome === "failed" || outcome === "error") && (
          <div className="mt-5 flex gap-3 rounded-xl border border-[#b42318]/30 bg-[#fef3f2] p-4 text-[#912018]">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" strokeWidth={2.25} />
            <div>
              <p className="font-semibold">{outcome === "failed" ? copy.failed : copy.error}</p>
              <p className="mt-1 text-heading">{copy.fallback}</p>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5">
                <li>
                  <a href={`mailto:${site.email}`} className={fallbackLinkClass}>
                    <Mail aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0 [overflow-wrap:anywhere]">{site.email}</span>
                  </a>
                </li>
                <li>
                  <a href={phoneHref(site.phone)} className={`${fallbackLinkClass} whitespace-nowrap`}>
                    <Phone aria-hidden className="size-4 shrink-0" />
                    {site.phone}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
