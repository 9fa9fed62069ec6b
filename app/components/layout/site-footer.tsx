import { Mail, MapPin, Phone } from "lucide-react";
import { useSyncExternalStore } from "react";
import { site } from "~/content-model/site";
import { AddressLines, ConferenceLink, EmailLink, PhoneLink } from "~/components/ui/contact-details";
import { SiteLink } from "~/components/ui/site-link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { useEdition } from "~/lib/page-handle";

const noSubscription = () => () => {};

/**
 * The prerendered HTML carries the year of the build; hydration renders that same year (no
 * mismatch, whatever the date), and the browser's current year replaces it right after.
 */
function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter({ variant = "site" }: { variant?: "site" | "landing" }) {
  const { mainNav, serviceNav, text, claims: claimTexts, paths } = useEdition();
  const year = useCurrentYear();
  if (variant === "landing") return <LegalBar year={year} />;
  return (
    <footer className="on-dark bg-ink-950 text-ink-300">
      <div className="container-page grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.9fr_1.4fr]">
        <div className="space-y-4">
          <SiteLink to={mainNav.home.href} aria-label={text.homeLink} className="inline-block text-white">
            <Logo />
          </SiteLink>
          <p className="max-w-xs text-sm leading-relaxed">{text.footer.about}</p>
          <p className="text-sm text-ink-300">{claimTexts.award}</p>
        </div>
        <FooterColumn title={text.footer.services}>
          {serviceNav.map((s) => (
            <li key={s.key}>
              <SiteLink to={s.href} className={linkClass}>
                {s.label}
              </SiteLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={text.footer.company}>
          {[
            mainNav.references,
            mainNav.about,
            { label: text.footer.articles, href: paths.articles },
            mainNav.contact,
          ].map((l) => (
            <li key={l.href}>
              <SiteLink to={l.href} className={linkClass}>
                {l.label}
              </SiteLink>
            </li>
          ))}
          <li>
            <ConferenceLink className={`${linkClass} inline-flex items-center gap-1`} iconClassName="size-3.5" />
          </li>
        </FooterColumn>
        <FooterColumn title={text.footer.contact}>
          <li className="flex gap-2.5">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-300" />
            <address className="not-italic">
              <AddressLines />
            </address>
          </li>
          <li className="flex gap-2.5">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-300" />
            <PhoneLink className={linkClass} />
          </li>
          <li className="flex gap-2.5">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-300" />
            <EmailLink className={`${linkClass} [overflow-wrap:anywhere]`} />
          </li>
        </FooterColumn>
      </div>
      <LegalBar year={year} bordered />
    </footer>
  );
}

const linkClass = "footer-link";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="space-y-2.5 text-sm">{children}</ul>
    </div>
  );
}

/** Copyright and the legal links: the whole footer of campaign pages, the last line of all others. */
function LegalBar({ year, bordered }: { year: number; bordered?: boolean }) {
  const { legalNav, text } = useEdition();
  const content = (
    <div className={bordered ? "border-t border-white/10" : ""}>
      <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {year} {site.legal.company}
        </p>
        <nav aria-label={text.legalNavigation}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalNav.map((l) => (
              <li key={l.href}>
                <SiteLink to={l.href} className={linkClass}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className={`${linkClass} inline-flex items-center gap-1.5`} />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
  return bordered ? content : <footer className="on-dark bg-ink-950 text-ink-300">{content}</footer>;
}
