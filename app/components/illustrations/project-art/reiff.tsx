import { ArtSvg, Browser, FloatCard, Label, Line, Phone } from "./frames";
import type { SceneProps } from "./scene";

const NAVY = "#1e3a8a";
const CORAL = "#f43f5e";

/** Reiff: the modernised classifieds portal on desktop and mobile, search first. */
export function ReiffArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#eff3fc" glow={[NAVY, CORAL]}>
      <Browser x={30} y={38} w={470} h={318} url="anzeigen.reiff.de">
        <rect width="470" height="92" fill={NAVY} />
        <Label x={16} y={26} size={13} weight={800} fill="#fff">
          Anzeigen
        </Label>
        <circle cx="80" cy="21.5" r="3.5" fill={CORAL} />
        {[0, 1, 2].map((i) => (
          <Line key={i} x={300 + i * 50} y={19} w={38} h={5} fill="#fff" opacity={0.55} />
        ))}
        {/* search */}
        <rect x="16" y="42" width="438" height="34" rx="17" fill="#fff" />
        <circle cx="36" cy="59" r="6" fill="none" stroke="#8a93a8" strokeWidth="2" />
        <path d="M40.5 63.5l4 4" stroke="#8a93a8" strokeWidth="2" strokeLinecap="round" />
        <Line x={52} y={56} w={110} fill="#c9cfdd" />
        <path d="M270 48v22" stroke="#e3e7f0" />
        <Line x={282} y={56} w={60} fill="#c9cfdd" />
        <rect x="370" y="46" width="80" height="26" rx="13" fill={CORAL} />
        <Label x={410} y={63} size={10} weight={700} fill="#fff" anchor="middle">
          Suchen
        </Label>
        {/* categories */}
        {["Fahrzeuge", "Immobilien", "Jobs", "Marktplatz"].map((c, i) => (
          <g key={c}>
            <rect
              x={16 + i * 84}
              y="104"
              width="76"
              height="20"
              rx="10"
              fill={i === 0 ? "#ffe4e8" : "#f1f4fa"}
              stroke={i === 0 ? CORAL : "#e3e7f0"}
            />
            <Label
              x={54 + i * 84}
              y={117.5}
              size={8.5}
              weight={600}
              fill={i === 0 ? "#be123c" : "#434a5e"}
              anchor="middle"
            >
              {c}
            </Label>
          </g>
        ))}
        {/* listings */}
        {[0, 1, 2, 3, 4, 5].map((i) => {
          const x = 16 + (i % 3) * 148;
          const y = 136 + Math.floor(i / 3) * 78;
          return (
            <g key={i}>
              <rect x={x} y={y} width="138" height="70" rx="9" fill="#fff" stroke="#e3e7f0" />
              <rect
                x={x + 6}
                y={y + 6}
                width="52"
                height="58"
                rx="6"
                fill={["#dbe4ff", "#ffe4e8", "#e0f2fe", "#fef3c7", "#dcfce7", "#ede9fe"][i]}
              />
              <Thing kind={i} x={x + 32} y={y + 35} />
              <Line x={x + 66} y={y + 12} w={58} h={5} fill="#5b6275" />
              <Line x={x + 66} y={y + 22} w={40} h={4} fill="#c9cfdd" />
              <Line x={x + 66} y={y + 48} w={44} h={8} fill={NAVY} />
            </g>
          );
        })}
      </Browser>
      {/* mobile view */}
      <Phone x={452} y={60} w={150} h={300}>
        <rect width="134" height="66" fill={NAVY} />
        <Label x={12} y={38} size={11} weight={800} fill="#fff">
          Anzeigen
        </Label>
        <rect x="10" y="46" width="114" height="14" rx="7" fill="#fff" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x="10" y={74 + i * 68} width="114" height="60" rx="8" fill="#fff" stroke="#e3e7f0" />
            <rect x="16" y={80 + i * 68} width="42" height="48" rx="5" fill={["#dbe4ff", "#ffe4e8", "#e0f2fe"][i]} />
            <Thing kind={i} x={37} y={104 + i * 68} small />
            <Line x={64} y={86 + i * 68} w={50} h={5} fill="#5b6275" />
            <Line x={64} y={112 + i * 68} w={34} h={7} fill={NAVY} />
          </g>
        ))}
        <rect x="10" y="256" width="114" height="24" rx="12" fill={CORAL} />
        <Line x={40} y={265.5} w={54} h={5} fill="#fff" />
      </Phone>
      {/* page views trend, deliberately without a number */}
      <FloatCard x={24} y={300} w={150} h={62}>
        <Label x={14} y={22} size={9} weight={600} fill="#5b6275">
          Seitenaufrufe
        </Label>
        <path
          d="M14 48l18-6 16 3 18-10 16 2 20-14 18-4"
          fill="none"
          stroke={CORAL}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M128 14l8 0 0 8" fill="none" stroke={CORAL} strokeWidth="2" strokeLinecap="round" />
      </FloatCard>
    </ArtSvg>
  );
}

/** Tiny drawn listing subjects: car, house, bike, chair, van, sofa. */
function Thing({ kind, x, y, small }: { kind: number; x: number; y: number; small?: boolean }) {
  const t = `translate(${x} ${y}) scale(${small ? 0.8 : 1})`;
  const stroke = {
    fill: "none",
    stroke: NAVY,
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  switch (kind % 6) {
    case 0:
      return (
        <g transform={t}>
          <path d="M-18 4v-6l6-8h16l8 8h6v6z" fill={NAVY} />
          <circle cx="-10" cy="5" r="4.5" fill="#fff" stroke={NAVY} strokeWidth="2" />
          <circle cx="10" cy="5" r="4.5" fill="#fff" stroke={NAVY} strokeWidth="2" />
        </g>
      );
    case 1:
      return (
        <g transform={t}>
          <path d="M-14 12v-16l14-12 14 12v16z" fill={CORAL} />
          <rect x="-4" y="2" width="8" height="10" fill="#fff" />
        </g>
      );
    case 2:
      return (
        <g transform={t} {...stroke}>
          <circle cx="-10" cy="6" r="7" />
          <circle cx="10" cy="6" r="7" />
          <path d="M-10 6l6-12h10l4 12M-4-6l-2-4" />
        </g>
      );
    case 3:
      return (
        <g transform={t} {...stroke}>
          <path d="M-8-12v20M8-12v20M-8 0h16M-8-12h16" />
        </g>
      );
    case 4:
      return (
        <g transform={t}>
          <rect x="-18" y="-10" width="36" height="16" rx="3" fill="#16a34a" />
          <circle cx="-9" cy="7" r="4" fill="#fff" stroke="#16a34a" strokeWidth="2" />
          <circle cx="9" cy="7" r="4" fill="#fff" stroke="#16a34a" strokeWidth="2" />
        </g>
      );
    default:
      return (
        <g transform={t}>
          <rect x="-16" y="-6" width="32" height="14" rx="4" fill="#7c3aed" />
          <rect x="-12" y="-12" width="24" height="8" rx="3" fill="#a78bfa" />
        </g>
      );
  }
}
