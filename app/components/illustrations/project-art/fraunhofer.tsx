import { ArtSvg, FloatCard, Label, Line, Tablet, useArtIds } from "./frames";
import type { SceneProps } from "./scene";

const GREEN = "#179c7d";
const BLUE = "#1f4e79";

/** Fraunhofer: a tablet app – simulated bend with stress colours and springback, machine connection. */
export function FraunhoferArt({ alt, className }: SceneProps) {
  const ids = useArtIds("stress", "grid");
  return (
    <ArtSvg alt={alt} className={className} backdrop="#ecf6f3" glow={[GREEN, BLUE]}>
      <defs>
        <linearGradient id={ids.stress} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#22c55e" />
          <stop offset=".5" stopColor="#facc15" />
          <stop offset=".75" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
        <pattern id={ids.grid} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0v20" fill="none" stroke="#dfe7ec" strokeWidth="1" />
        </pattern>
      </defs>
      <Tablet x={44} y={44} w={530} h={318}>
        {/* toolbar */}
        <rect width="502" height="34" fill={BLUE} />
        <rect x="12" y="9" width="16" height="16" rx="3" fill={GREEN} />
        <Label x={36} y={22} size={11} weight={700} fill="#fff">
          Biegesimulation
        </Label>
        <rect x="380" y="8" width="110" height="18" rx="9" fill="#fff" opacity=".14" />
        <circle cx="393" cy="17" r="4" fill="#4ade80" />
        <Label x={403} y={20.5} size={8.5} weight={600} fill="#fff">
          Maschine verbunden
        </Label>
        {/* parameters */}
        <rect x="0" y="34" width="128" height="256" fill="#f5f8fa" />
        {["Winkel", "Radius", "Blechdicke", "Werkstoff"].map((t, i) => (
          <g key={t}>
            <Label x={12} y={58 + i * 46} size={8.5} weight={600} fill="#5b6275">
              {t}
            </Label>
            <rect x="12" y={66 + i * 46} width="104" height="4" rx="2" fill="#d5dde5" />
            <rect x="12" y={66 + i * 46} width={[70, 44, 58, 86][i] ?? 50} height="4" rx="2" fill={GREEN} />
            <circle
              cx={12 + ([70, 44, 58, 86][i] ?? 50)}
              cy={68 + i * 46}
              r="6"
              fill="#fff"
              stroke={GREEN}
              strokeWidth="2"
            />
          </g>
        ))}
        <rect x="12" y="240" width="104" height="28" rx="14" fill={GREEN} />
        <Label x={64} y={258} size={9.5} weight={700} fill="#fff" anchor="middle">
          An Maschine senden
        </Label>
        {/* viewport */}
        <rect x="128" y="34" width="374" height="256" fill={`url(#${ids.grid})`} />
        {/* die, punch, target shape (dashed) and the simulated bend with springback */}
        <path d="M216 232h64v22h-64zM324 232h64v22h-64z" fill="#cbd5e1" />
        <path d="M168 128L302 214 436 128" fill="none" stroke={BLUE} strokeWidth="2" strokeDasharray="6 4" />
        <path
          d="M160 142L296 220Q302 226 308 220L444 142"
          fill="none"
          stroke={`url(#${ids.stress})`}
          strokeWidth="11"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <path d="M292 126h20v68l-10 18-10-18z" fill="#94a3b8" stroke="#64748b" />
        <path d="M292 126h20" stroke="#64748b" strokeWidth="4" />
        {/* angle annotation */}
        <path d="M318 214l22-14" stroke={BLUE} strokeWidth="1.2" />
        <rect x="338" y="188" width="52" height="16" rx="8" fill="#fff" stroke={BLUE} />
        <Label x={364} y={199.5} size={9} weight={700} fill={BLUE} anchor="middle">
          92,4°
        </Label>
        {/* legend */}
        <rect x="386" y="48" width="104" height="42" rx="8" fill="#fff" stroke="#e3e7f0" />
        <Label x={396} y={64} size={8} weight={700} fill="#5b6275">
          Spannung
        </Label>
        <rect x="396" y="72" width="84" height="7" rx="3.5" fill={`url(#${ids.stress})`} />
      </Tablet>
      <FloatCard x={470} y={300} w={150} h={62}>
        <Label x={14} y={24} size={9} weight={600} fill="#5b6275">
          Rückfederung
        </Label>
        <path d="M14 44q20-14 40 0t40 0" fill="none" stroke={GREEN} strokeWidth="2.4" strokeLinecap="round" />
        <path d="M14 48q20-8 40 0t40 0" fill="none" stroke={BLUE} strokeWidth="1.4" strokeDasharray="3 3" />
        <Line x={104} y={38} w={32} h={8} fill={GREEN} />
      </FloatCard>
    </ArtSvg>
  );
}
