import { ArtSvg, FloatCard, Label, Line, Phone } from "./frames";
import type { SceneProps } from "./scene";

const GREEN = "#15803d";
const ORANGE = "#f97316";

/** Bringman: the customer app with a live delivery map, and the driver app with the tour. */
export function BringmanArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#edf8f0" glow={[GREEN, ORANGE]}>
      {/* driver app, behind */}
      <Phone x={372} y={46} w={160} h={320} tilt={8}>
        <rect width="144" height="70" fill={ORANGE} />
        <Label x={14} y={44} size={13} weight={800} fill="#fff">
          Tour 7
        </Label>
        <Line x={14} y={54} w={60} fill="#fff" opacity={0.6} />
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <path d={`M24 ${96 + i * 46}v46`} stroke="#fed7aa" strokeWidth="2" opacity={i === 4 ? 0 : 1} />
            <circle
              cx="24"
              cy={96 + i * 46}
              r="10"
              fill={i < 2 ? GREEN : "#fff"}
              stroke={i < 2 ? GREEN : ORANGE}
              strokeWidth="2"
            />
            <Label x={24} y={100 + i * 46} size={10} weight={800} fill={i < 2 ? "#fff" : ORANGE} anchor="middle">
              {i + 1}
            </Label>
            <Line x={44} y={88 + i * 46} w={[70, 56, 80, 62, 50][i] ?? 60} h={6} fill="#8a93a8" />
            <Line x={44} y={99 + i * 46} w={44} h={5} fill="#d5dae6" />
          </g>
        ))}
      </Phone>

      {/* customer app with map */}
      <Phone x={196} y={24} w={178} h={356} screen="#eef3ea">
        {/* map */}
        <rect width="162" height="340" fill="#eaf1e6" />
        <path d="M-10 70L180 40M-10 160L180 190M40 -10L70 360M120 -10L100 360" stroke="#fff" strokeWidth="9" />
        <path d="M-10 250L180 230" stroke="#fff" strokeWidth="6" />
        <rect x="78" y="74" width="34" height="30" rx="6" fill="#bbe3c4" />
        <rect x="8" y="190" width="26" height="40" rx="6" fill="#bbe3c4" />
        <circle cx="140" cy="120" r="16" fill="#c6dcf2" />
        <path
          d="M40 64C52 90 62 110 70 130S96 170 110 188"
          fill="none"
          stroke={ORANGE}
          strokeWidth="4"
          strokeDasharray="8 5"
          strokeLinecap="round"
        />
        {/* shop and home pins */}
        <circle cx="40" cy="62" r="12" fill={GREEN} />
        <path d="M34 60h12l-1.5 7h-9zM36.5 60l2-4M43.5 60l-2-4" stroke="#fff" strokeWidth="1.6" fill="none" />
        <path d="M110 172a12 12 0 0 1 12 12c0 9-12 20-12 20s-12-11-12-20a12 12 0 0 1 12-12z" fill={ORANGE} />
        <path d="M105 187l5-5 5 5v6h-10z" fill="#fff" />
        {/* scooter */}
        <circle cx="70" cy="130" r="15" fill="#fff" stroke={GREEN} strokeWidth="2.5" />
        <path
          d="M62 134a3 3 0 1 0 0 .1M78 134a3 3 0 1 0 0 .1M62 134h8l4-8h4"
          fill="none"
          stroke={GREEN}
          strokeWidth="2"
          strokeLinecap="round"
        />
        {/* bottom sheet */}
        <rect x="0" y="226" width="162" height="120" rx="18" fill="#fff" />
        <rect x="66" y="233" width="30" height="4" rx="2" fill="#d5dae6" />
        <Label x={14} y={260} size={10} weight={600} fill="#5b6275">
          Ihre Lieferung
        </Label>
        <Label x={14} y={281} size={16} weight={800} fill={GREEN}>
          Unterwegs
        </Label>
        {[0, 1, 2].map((i) => (
          <rect key={i} x={14 + i * 46} y="294" width="42" height="5" rx="2.5" fill={i < 2 ? GREEN : "#d5dae6"} />
        ))}
        <rect x="14" y="308" width="134" height="22" rx="11" fill="#f0fdf4" stroke="#bbf7d0" />
        <Line x={26} y={316.5} w={70} h={5} fill={GREEN} opacity={0.7} />
      </Phone>

      <FloatCard x={40} y={108} w={138} h={60}>
        <rect x="12" y="14" width="32" height="32" rx="9" fill={GREEN} />
        <path d="M20 26h16l-2 13h-12zM24 26a4 4 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="2" />
        <Label x={54} y={29} size={10} weight={700}>
          Bestellung
        </Label>
        <Label x={54} y={44} size={9} weight={600} fill={GREEN}>
          bestätigt
        </Label>
      </FloatCard>
      <FloatCard x={60} y={262} w={112} h={50}>
        <circle cx="24" cy="25" r="11" fill="#fff7ed" stroke={ORANGE} strokeWidth="2" />
        <path d="M24 19v6l4 3" stroke={ORANGE} strokeWidth="2" strokeLinecap="round" fill="none" />
        <Line x={44} y={18} w={52} h={6} fill="#8a93a8" />
        <Line x={44} y={29} w={34} h={5} fill="#d5dae6" />
      </FloatCard>
    </ArtSvg>
  );
}
