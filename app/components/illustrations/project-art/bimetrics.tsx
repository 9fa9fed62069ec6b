import { ArtSvg, Browser, Check, FloatCard, Label, Line } from "./frames";
import type { SceneProps } from "./scene";

const INDIGO = "#4338ca";
const EMERALD = "#059669";
const BANKS = ["#dc2626", "#2563eb", "#f59e0b", "#0891b2", "#16a34a"];

/** Bimetrics: connected banks, transactions matched to receipts, AI booking suggestions. */
export function BimetricsArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#f1f0fe" glow={[INDIGO, EMERALD]}>
      <Browser x={40} y={40} w={470} h={320} url="app.bimetrics.de/buchungen">
        <rect width="470" height="40" fill="#fff" />
        <path d="M0 40h470" stroke="#e6e5f5" />
        <rect x="14" y="11" width="18" height="18" rx="5" fill={INDIGO} />
        <path d="M19 24v-8M23 24v-5M27 24v-10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <Label x={40} y={25} size={12} weight={800} fill={INDIGO}>
          bimetrics
        </Label>
        {/* bank accounts */}
        <rect x="0" y="40" width="132" height="252" fill="#f8f8fd" />
        <Label x={14} y={62} size={9} weight={700} fill="#5b6275">
          Banken
        </Label>
        {BANKS.map((c, i) => (
          <g key={c}>
            <rect x="10" y={72 + i * 34} width="112" height="28" rx="7" fill="#fff" stroke="#e6e5f5" />
            <rect x="18" y={79 + i * 34} width="14" height="14" rx="4" fill={c} />
            <Line x={40} y={80 + i * 34} w={[44, 52, 36, 48, 40][i] ?? 40} h={5} fill="#9ea3bd" />
            <Line x={40} y={89 + i * 34} w={28} h={4} fill="#d6d8e8" />
            <Check cx={110} cy={86 + i * 34} r={5.5} fill={EMERALD} />
          </g>
        ))}
        {/* transactions with AI suggestions */}
        <Label x={148} y={62} size={11} weight={800}>
          Umsätze
        </Label>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <rect
              x="146"
              y={72 + i * 42}
              width="310"
              height="34"
              rx="8"
              fill={i === 1 ? "#eef0ff" : "#fff"}
              stroke={i === 1 ? INDIGO : "#e6e5f5"}
            />
            <Line x={158} y={81 + i * 42} w={[80, 66, 92, 58, 74][i] ?? 60} h={5} fill="#7b819d" />
            <Line x={158} y={92 + i * 42} w={44} h={4} fill="#cfd2e4" />
            <rect x="290" y={80 + i * 42} width="86" height="18" rx="9" fill={i === 3 ? "#fef3c7" : "#e0e7ff"} />
            <path
              d={`M${300} ${89 + i * 42}l2.5-5 2.5 5-2.5 5z`}
              fill={i === 3 ? "#b45309" : INDIGO}
              transform={`rotate(0 ${302} ${89 + i * 42})`}
            />
            <Label x={310} y={92.5 + i * 42} size={8.5} weight={700} fill={i === 3 ? "#92400e" : INDIGO}>
              {i === 3 ? "Prüfen" : "KI-Vorschlag"}
            </Label>
            <Label x={446} y={93 + i * 42} size={10} weight={700} fill={i % 2 ? "#0b1130" : EMERALD} anchor="end">
              {["+ 1.240,00", "− 89,90", "+ 560,00", "− 1.019,00", "+ 312,40"][i]}
            </Label>
          </g>
        ))}
      </Browser>
      {/* receipt matched to the highlighted transaction */}
      <path d="M502 160c28 0 28 0 44 0" stroke={INDIGO} strokeWidth="1.6" strokeDasharray="4 3" fill="none" />
      <g>
        <path d="M530 98h82v172l-7-5-7 5-7-5-7 5-7-5-7 5-7-5-7 5-7-5-7 5-7-5-6 5z" fill="#fff" stroke="#d6d8e8" />
        <rect x="542" y="110" width="40" height="8" rx="4" fill={INDIGO} opacity=".8" />
        {[130, 142, 154, 166, 178].map((y, i) => (
          <g key={y}>
            <Line x={542} y={y} w={i % 2 ? 30 : 40} h={4} fill="#c3c7da" />
            <Line x={590} y={y} w={12} h={4} fill="#c3c7da" />
          </g>
        ))}
        <path d="M542 196h60" stroke="#c3c7da" strokeDasharray="2 2" />
        <Line x={542} y={206} w={24} h={6} fill="#0b1130" opacity={0.7} />
        <Line x={580} y={206} w={22} h={6} fill="#0b1130" opacity={0.7} />
        <Check cx={571} cy={238} r={11} fill={EMERALD} />
      </g>
      <FloatCard x={392} y={300} w={168} h={58}>
        <Label x={16} y={28} size={17} weight={800} fill={INDIGO}>
          3.500+
        </Label>
        <Label x={16} y={44} size={9.5} weight={600} fill="#434a5e">
          angebundene Banken
        </Label>
        {BANKS.slice(0, 4).map((c, i) => (
          <circle key={c} cx={108 + i * 12} cy="22" r="8" fill={c} stroke="#fff" strokeWidth="2" />
        ))}
      </FloatCard>
    </ArtSvg>
  );
}
