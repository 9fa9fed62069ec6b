import type { CustomerMark } from "~/content/edition";
import { Drawing } from "~/components/ui/drawing";

/** The customer wordmarks content names ("logos/edeka"), under app/assets/art/logos. */
const logos = import.meta.glob<DrawingAsset>("../../assets/art/logos/*.svg", {
  query: "?drawing",
  import: "default",
  eager: true,
});

function logoArt(name: string): DrawingAsset {
  const art = logos[`../../assets/art/${name}.svg`];
  if (!art) throw new Error(`No wordmark app/assets/art/${name}.svg`);
  return art;
}

/**
 * Slowly scrolling strip of customer wordmarks. The list is rendered twice for a seamless loop;
 * the copy is hidden from assistive technology. Pauses on hover, stands still under reduced motion.
 */
export function LogoStrip({ label, customers }: { label: string; customers: readonly CustomerMark[] }) {
  return (
    <section aria-label={label} className="border-b border-hairline bg-white py-10">
      <p className="container-page mb-6 text-center text-sm font-semibold tracking-[0.14em] text-muted uppercase">
        {label}
      </p>
      <div className="marquee relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="marquee-track flex w-max">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 || undefined} className="logo-row">
              {customers.map((c) => (
                <li key={c.name}>
                  <Drawing art={logoArt(c.logo)} alt={c.name} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
