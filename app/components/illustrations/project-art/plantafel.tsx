import { ArtSvg, Browser, FloatCard, Label, Line } from "./frames";
import type { SceneProps } from "./scene";

const ORANGE = "#ea580c";
const SLATE = "#334155";
const BARS = [
  { row: 0, from: 0, len: 2, fill: ORANGE },
  { row: 0, from: 3, len: 2, fill: "#0ea5e9" },
  { row: 1, from: 1, len: 3, fill: "#8b5cf6" },
  { row: 2, from: 0, len: 1, fill: "#0ea5e9" },
  { row: 2, from: 2, len: 3, fill: ORANGE },
  { row: 3, from: 0, len: 4, fill: "#16a34a" },
  { row: 4, from: 1, len: 2, fill: ORANGE },
  { row: 4, from: 4, len: 1, fill: "#8b5cf6" },
];

/** Plantafel: the drag-and-drop planning board in the cloud, with a plugin panel. */
export function PlantafelArt({ alt, className }: SceneProps) {
  const col = 62;
  const left = 112;
  return (
    <ArtSvg alt={alt} className={className} backdrop="#fff4eb" glow={[ORANGE, SLATE]}>
      <Browser x={34} y={36} w={500} h={318} url="plantafel.app/woche">
        <rect width="500" height="38" fill={SLATE} />
        <rect x="14" y="11" width="16" height="16" rx="4" fill={ORANGE} />
        <path d="M18 15h8M18 19h5M18 23h7" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        <Label x={38} y={24} size={12} weight={800} fill="#fff">
          Plantafel
        </Label>
        <rect x="330" y="10" width="150" height="18" rx="9" fill="#fff" opacity=".12" />
        <Line x={342} y={16} w={70} fill="#fff" opacity={0.5} />
        {/* days */}
        {["Mo", "Di", "Mi", "Do", "Fr"].map((d, i) => (
          <g key={d}>
            <Label x={left + i * col + col / 2} y={58} size={9.5} weight={700} fill="#5b6275" anchor="middle">
              {d}
            </Label>
            <path d={`M${left + i * col} 66v224`} stroke="#eceef3" />
          </g>
        ))}
        <path d="M0 66h500" stroke="#e3e7f0" />
        {/* people */}
        {[0, 1, 2, 3, 4].map((r) => (
          <g key={r}>
            <circle cx="24" cy={90 + r * 44} r="11" fill={["#fdba74", "#93c5fd", "#c4b5fd", "#86efac", "#fca5a5"][r]} />
            <circle cx="24" cy={87 + r * 44} r="4" fill="#fff" opacity=".85" />
            <Line x={42} y={85 + r * 44} w={50} h={5} fill="#8a93a8" />
            <Line x={42} y={94 + r * 44} w={34} h={4} fill="#d5dae6" />
            <path d={`M0 ${112 + r * 44}h422`} stroke="#f1f2f6" />
          </g>
        ))}
        {BARS.map((b, i) => (
          <g key={i}>
            <rect
              x={left + b.from * col + 4}
              y={76 + b.row * 44}
              width={b.len * col - 8}
              height="28"
              rx="7"
              fill={b.fill}
              opacity=".16"
            />
            <rect x={left + b.from * col + 4} y={76 + b.row * 44} width="4" height="28" rx="2" fill={b.fill} />
            <Line
              x={left + b.from * col + 14}
              y={84 + b.row * 44}
              w={Math.min(b.len * col - 30, 70)}
              h={5}
              fill={b.fill}
            />
            <Line x={left + b.from * col + 14} y={94 + b.row * 44} w={26} h={4} fill={b.fill} opacity={0.5} />
          </g>
        ))}
        {/* card being dragged */}
        <g transform="rotate(-4 300 170)">
          <rect
            x="244"
            y="150"
            width="116"
            height="30"
            rx="7"
            fill="#0b1130"
            opacity=".12"
            transform="translate(3 6)"
          />
          <rect x="244" y="150" width="116" height="30" rx="7" fill="#fff" stroke={ORANGE} strokeWidth="1.5" />
          <rect x="244" y="150" width="5" height="30" rx="2.5" fill={ORANGE} />
          <Line x={256} y={159} w={60} h={5} fill={SLATE} />
          <Line x={256} y={168} w={34} h={4} fill="#b8bfd3" />
        </g>
        <path d="M344 174l0 20 5-5 4 9 4-2-4-9h7z" fill="#0b1130" stroke="#fff" strokeWidth="1.2" />
        {/* plugin panel */}
        <rect x="422" y="38" width="78" height="252" fill="#f8fafc" />
        <path d="M422 38v252" stroke="#e3e7f0" />
        <Label x={432} y={58} size={9} weight={700} fill="#5b6275">
          Plugins
        </Label>
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <rect x="430" y={68 + i * 50} width="62" height="42" rx="8" fill="#fff" stroke="#e3e7f0" />
            <Puzzle x={438} y={76 + i * 50} fill={[ORANGE, "#0ea5e9", "#8b5cf6", "#94a3b8"][i] ?? ORANGE} />
            <rect x="466" y={80 + i * 50} width="18" height="10" rx="5" fill={i < 3 ? "#16a34a" : "#cbd5e1"} />
            <circle cx={i < 3 ? 479 : 471} cy={85 + i * 50} r="3.5" fill="#fff" />
            <Line x={438} y={98 + i * 50} w={40} h={4} fill="#b8bfd3" />
          </g>
        ))}
      </Browser>
      <FloatCard x={500} y={280} w={118} h={64}>
        <Puzzle x={14} y={14} fill={ORANGE} size={18} />
        <Label x={42} y={26} size={10} weight={700}>
          Zeiterfassung
        </Label>
        <rect x="42" y="36" width="56" height="16" rx="8" fill={ORANGE} />
        <Label x={70} y={47.5} size={8.5} weight={700} fill="#fff" anchor="middle">
          Aktiv
        </Label>
      </FloatCard>
    </ArtSvg>
  );
}

/** A jigsaw piece: a plugin. */
function Puzzle({ x, y, fill, size = 16 }: { x: number; y: number; fill: string; size?: number }) {
  const s = size / 16;
  return (
    <path
      transform={`translate(${x} ${y}) scale(${s})`}
      d="M0 3h5a3 3 0 1 1 6 0h5v5a3 3 0 1 0 0 6v4H0v-4a3 3 0 1 0 0-6z"
      fill={fill}
    />
  );
}
