import { ArtSvg, FloatCard, Label, Laptop, Line, Phone, useArtIds } from "./frames";
import type { SceneProps } from "./scene";

const TEAL = "#0f766e";
const AMBER = "#f59e0b";

/** Dyno (employee side): the personal pension forecast on the phone, documents signed on the laptop. */
export function Dyno2Art({ alt, className }: SceneProps) {
  const ids = useArtIds("area");
  return (
    <ArtSvg alt={alt} className={className} backdrop="#fdf6e9" glow={[AMBER, TEAL]}>
      <defs>
        <linearGradient id={ids.area} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={TEAL} stopOpacity=".35" />
          <stop offset="1" stopColor={TEAL} stopOpacity="0" />
        </linearGradient>
      </defs>
      {/* laptop: contract to sign */}
      <Laptop x={56} y={72} w={340} h={222}>
        <rect width="316" height="30" fill="#f4f6f6" />
        <Label x={14} y={20} size={12} weight={800} fill={TEAL}>
          dyno
        </Label>
        <Line x={230} y={12} w={70} fill="#c9d3d2" />
        <Label x={14} y={56} size={12} weight={700}>
          Ihre Vorsorge-Unterlagen
        </Label>
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x="14" y={68 + i * 36} width="176" height="28" rx="7" fill="#fff" stroke="#e3e9e8" />
            <rect x="22" y={74 + i * 36} width="13" height="16" rx="2" fill={i === 0 ? AMBER : "#cfe3e0"} />
            <Line x={44} y={77 + i * 36} w={[90, 70, 80][i] ?? 70} h={5} fill="#9aa7a6" />
            <Line x={44} y={86 + i * 36} w={50} h={4} fill="#d3dbda" />
          </g>
        ))}
        <rect x="204" y="68" width="98" height="100" rx="8" fill="#fffbeb" stroke="#fde7b0" />
        <Line x={214} y={80} w={60} h={5} fill="#e0c48a" />
        <path
          d="M216 134c8-14 14-16 16-6s6 10 12-4 10-8 12 2 8 4 16-6"
          fill="none"
          stroke="#0b1130"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <path d="M214 146h78" stroke="#e0c48a" />
        <rect x="14" y="176" width="120" height="16" rx="8" fill={TEAL} />
        <Line x={32} y={181.5} w={84} h={5} fill="#fff" />
      </Laptop>

      {/* phone: pension forecast */}
      <Phone x={386} y={22} w={178} h={356} screen="#f7faf9">
        <rect width="162" height="120" fill={TEAL} />
        <Label x={14} y={42} size={10} weight={600} fill="#ccfbf1">
          Meine Rente mit 67
        </Label>
        <Label x={14} y={70} size={22} weight={800} fill="#fff">
          + 60.000 €
        </Label>
        <Line x={14} y={82} w={92} h={5} fill="#fff" opacity={0.5} />
        <rect x="14" y="96" width="62" height="14" rx="7" fill={AMBER} />
        <Line x={22} y={100.5} w={46} h={5} fill="#0b1130" opacity={0.55} />
        {/* forecast chart */}
        <rect x="10" y="130" width="142" height="104" rx="10" fill="#fff" stroke="#e3e9e8" />
        <path d="M20 220C48 214 64 204 84 190S120 160 142 144V224H20z" fill={`url(#${ids.area})`} />
        <path d="M20 220C48 214 64 204 84 190S120 160 142 144" fill="none" stroke={TEAL} strokeWidth="2.6" />
        <path d="M20 222C52 219 84 212 142 196" fill="none" stroke="#aab4b3" strokeWidth="1.6" strokeDasharray="4 3" />
        <circle cx="142" cy="144" r="4.5" fill={AMBER} stroke="#fff" strokeWidth="1.5" />
        {/* contribution slider */}
        <Label x={14} y={256} size={9} weight={600} fill="#434a5e">
          Beitrag pro Monat
        </Label>
        <rect x="14" y="266" width="134" height="5" rx="2.5" fill="#d3dbda" />
        <rect x="14" y="266" width="88" height="5" rx="2.5" fill={TEAL} />
        <circle cx="102" cy="268.5" r="8" fill="#fff" stroke={TEAL} strokeWidth="2.4" />
        <rect x="14" y="296" width="134" height="28" rx="14" fill={AMBER} />
        <Label x={81} y={314} size={10} weight={700} fill="#0b1130" anchor="middle">
          Jetzt anpassen
        </Label>
      </Phone>
      <FloatCard x={36} y={318} w={112} h={50}>
        <Label x={14} y={22} size={9} weight={600} fill="#5b6275">
          Arbeitgeber
        </Label>
        <Label x={14} y={39} size={12} weight={800} fill={TEAL}>
          + Zuschuss
        </Label>
      </FloatCard>
    </ArtSvg>
  );
}
