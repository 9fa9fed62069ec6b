import { ArtSvg, Check, FloatCard, Label, Line, Phone } from "./frames";
import type { SceneProps } from "./scene";

const BLUE = "#1d4ed8";
const YELLOW = "#facc15";

/** EDEKA: the market app – product tiles, pickup/delivery switch, time slots, cart. */
export function EdekaArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#eef3ff" glow={[BLUE, YELLOW]}>
      {/* back phone: choosing a time slot */}
      <Phone x={168} y={44} w={160} h={320} tilt={-9}>
        <rect width="144" height="84" fill={YELLOW} />
        <Label x={14} y={46} size={13} weight={700}>
          Zeitfenster
        </Label>
        <Line x={14} y={56} w={70} fill="#0b1130" opacity={0.35} />
        {["08–10", "10–12", "14–16", "17–19"].map((t, i) => (
          <g key={t}>
            <rect
              x="10"
              y={98 + i * 44}
              width="124"
              height="34"
              rx="9"
              fill={i === 1 ? "#eef3ff" : "#fff"}
              stroke={i === 1 ? BLUE : "#e3e7f0"}
            />
            <Label x={22} y={119 + i * 44} size={11} weight={600} fill={i === 1 ? BLUE : "#434a5e"}>
              {`${t} Uhr`}
            </Label>
            {i === 1 && <Check cx={118} cy={115 + i * 44} r={7} fill={BLUE} />}
          </g>
        ))}
      </Phone>

      {/* front phone: the market's assortment */}
      <Phone x={332} y={26} w={176} h={352}>
        <rect width="160" height="96" fill={BLUE} />
        <Label x={14} y={44} size={14} weight={700} fill="#fff">
          Mein Markt
        </Label>
        <circle cx="138" cy="39" r="9" fill={YELLOW} />
        <rect x="12" y="58" width="136" height="24" rx="12" fill="#fff" />
        <circle cx="26" cy="70" r="4.5" fill="none" stroke="#8a93a8" strokeWidth="1.6" />
        <Line x={36} y={67} w={64} fill="#c9cfdd" />
        {/* pickup / delivery switch */}
        <rect x="12" y="106" width="136" height="24" rx="12" fill="#eef1f8" />
        <rect x="14" y="108" width="66" height="20" rx="10" fill={BLUE} />
        <Label x={47} y={122} size={9.5} weight={700} fill="#fff" anchor="middle">
          Abholen
        </Label>
        <Label x={114} y={122} size={9.5} weight={600} fill="#5b6275" anchor="middle">
          Liefern
        </Label>
        {/* product tiles */}
        {[0, 1, 2, 3].map((i) => {
          const tx = 12 + (i % 2) * 70;
          const ty = 140 + Math.floor(i / 2) * 82;
          return (
            <g key={i}>
              <rect x={tx} y={ty} width="66" height="76" rx="10" fill="#f6f7fb" stroke="#e6e9f2" />
              <Product kind={i} x={tx + 33} y={ty + 28} />
              <Line x={tx + 8} y={ty + 52} w={34} fill="#b8bfd3" />
              <Line x={tx + 8} y={ty + 62} w={22} fill={BLUE} opacity={0.7} />
              <circle cx={tx + 54} cy={ty + 62} r="7" fill={YELLOW} />
              <path d={`M${tx + 50.5} ${ty + 62}h7M${tx + 54} ${ty + 58.5}v7`} stroke="#0b1130" strokeWidth="1.6" />
            </g>
          );
        })}
        {/* cart */}
        <rect x="12" y="300" width="136" height="30" rx="15" fill={BLUE} />
        <Label x={64} y={319} size={10.5} weight={700} fill="#fff" anchor="middle">
          Warenkorb
        </Label>
        <circle cx="126" cy="315" r="10" fill={YELLOW} />
        <Label x={126} y={319} size={10} weight={800} anchor="middle">
          4
        </Label>
      </Phone>

      {/* markets callout */}
      <FloatCard x={48} y={262} w={150} h={62}>
        <circle cx="30" cy="31" r="17" fill={YELLOW} />
        <path d="M30 22a7 7 0 0 1 7 7c0 5.5-7 12-7 12s-7-6.5-7-12a7 7 0 0 1 7-7z" fill={BLUE} />
        <circle cx="30" cy="29" r="2.6" fill="#fff" />
        <Label x={56} y={30} size={16} weight={800} fill={BLUE}>
          60+
        </Label>
        <Label x={56} y={46} size={10} weight={600} fill="#434a5e">
          Märkte
        </Label>
      </FloatCard>
      <FloatCard x={520} y={96} w={92} h={40}>
        <Check cx={20} cy={20} r={9} fill="#16a34a" />
        <Line x={36} y={14} w={44} fill="#b8bfd3" />
        <Line x={36} y={24} w={30} fill="#d5dae6" />
      </FloatCard>
    </ArtSvg>
  );
}

/** Simple drawn groceries: apple, banana, bread, milk. */
function Product({ kind, x, y }: { kind: number; x: number; y: number }) {
  switch (kind) {
    case 0:
      return (
        <g>
          <circle cx={x} cy={y + 2} r="13" fill="#ef4444" />
          <path d={`M${x} ${y - 10}q2-7 9-7q-2 7-9 7z`} fill="#16a34a" />
        </g>
      );
    case 1:
      return (
        <path
          d={`M${x - 16} ${y - 6}q4 22 30 16q4-2 2-5q-20 4-26-13z`}
          fill={YELLOW}
          stroke="#ca8a04"
          strokeWidth="1.2"
        />
      );
    case 2:
      return (
        <g>
          <rect x={x - 17} y={y - 10} width="34" height="22" rx="11" fill="#d97706" />
          <path
            d={`M${x - 8} ${y - 6}l-4 12M${x} ${y - 7}l-4 13M${x + 8} ${y - 6}l-4 12`}
            stroke="#fbbf24"
            strokeWidth="2"
          />
        </g>
      );
    default:
      return (
        <g>
          <path d={`M${x - 9} ${y - 8}l4-7h10l4 7v22h-18z`} fill="#fff" stroke="#93a4c3" strokeWidth="1.2" />
          <rect x={x - 9} y={y + 1} width="18" height="8" fill={BLUE} opacity=".85" />
        </g>
      );
  }
}
