import { ExternalLink } from "lucide-react";
import { phoneHref } from "~/content-model/format";
import { site } from "~/content-model/site";
import { useEdition } from "~/lib/page-handle";

/**
 * The agency's contact details as the footer, the mobile menu and the contact sections show them,
 * each from site.ts in one place; the places differ only in layout and classes.
 */

/**
 * Company, street, postcode and city, and in editions for readers abroad the country; `inline` puts street,
 * city (and country) on one line.
 */
export function AddressLines({ companyClassName, inline = false }: { companyClassName?: string; inline?: boolean }) {
  const { street, postalCode, city } = site.address;
  const { language } = useEdition();
  // A German reader needs no country; an English one does (issue 40).
  const country = language === "de" ? undefined : site.en.country;
  return (
    <>
      {companyClassName ? <span className={companyClassName}>{site.legal.company}</span> : site.legal.company}
      <br />
      {inline ? (
        <>
          {street}, {postalCode} {city}
          {country && `, ${country}`}
        </>
      ) : (
        <>
          {street}
          <br />
          {postalCode} {city}
          {country && (
            <>
              <br />
              {country}
            </>
          )}
        </>
      )}
    </>
  );
}

export function PhoneLink({ className }: { className?: string }) {
  return (
    <a href={phoneHref(site.phone)} className={className}>
      {site.phone}
    </a>
  );
}

export function EmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      {site.email}
    </a>
  );
}

/** The conference site: a new tab, announced to screen readers by the icon's label. */
export function ConferenceLink({
  className,
  iconClassName,
  onClick,
}: {
  className?: string;
  iconClassName: string;
  onClick?: () => void;
}) {
  const { mainNav, text } = useEdition();
  return (
    <a href={mainNav.conference.href} target="_blank" rel="noopener" onClick={onClick} className={className}>
      {mainNav.conference.label}
      <ExternalLink aria-label={text.newTab} className={iconClassName} />
    </a>
  );
}
