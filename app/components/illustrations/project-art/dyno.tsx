import { ArtSvg, Browser, Check, FloatCard, Label, Line } from "./frames";
import type { SceneProps } from "./scene";

const TEAL = "#0f766e";
const AMBER = "#f59e0b";

/** Dyno (employer side): the HR cockpit – employees, contract status, an approval workflow. */
export function DynoArt({ alt, className }: SceneProps) {
  const rows = [
    { w: 62, status: "aktiv", tone: "#dcfce7", text: "#166534" },
    { w: 48, status: "offen", tone: "#fef3c7", text: "#92400e" },
    { w: 70, status: "aktiv", tone: "#dcfce7", text: "#166534" },
    { w: 54, status: "neu", tone: "#ccfbf1", text: TEAL },
    { w: 58, status: "aktiv", tone: "#dcfce7", text: "#166534" },
  ];
  return (
    <ArtSvg alt={alt} className={className} backdrop="#ecf6f4" glow={[TEAL, AMBER]}>
      <Browser x={44} y={34} w={552} h={326} url="app.dyno.de/arbeitgeber">
        {/* sidebar */}
        <rect width="116" height="298" fill={TEAL} />
        <Label x={16} y={30} size={17} weight={800} fill="#fff">
          dyno
        </Label>
        <circle cx="68" cy="18" r="3.5" fill={AMBER} />
        {["Übersicht", "Mitarbeitende", "Freigaben", "Abrechnung", "Dokumente"].map((t, i) => (
          <g key={t}>
            {i === 1 && <rect x="8" y={50 + i * 28} width="100" height="24" rx="7" fill="#fff" opacity=".16" />}
            <rect x="16" y={58 + i * 28} width="8" height="8" rx="2" fill="#fff" opacity={i === 1 ? 1 : 0.55} />
            <Label x={32} y={66 + i * 28} size={9.5} weight={i === 1 ? 700 : 500} fill="#fff">
              {t}
            </Label>
          </g>
        ))}
        {/* heading and KPI cards */}
        <Label x={134} y={30} size={14} weight={800}>
          Arbeitgeber-Cockpit
        </Label>
        <Line x={134} y={38} w={120} fill="#c9cfdd" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={134 + i * 100} y="54" width="90" height="52" rx="9" fill="#f6f8f8" stroke="#e3e9e8" />
            <Line x={144 + i * 100} y={65} w={44} h={5} fill="#9aa7a6" />
            <Line x={144 + i * 100} y={80} w={[52, 36, 46][i] ?? 40} h={13} fill={i === 1 ? AMBER : TEAL} />
          </g>
        ))}
        {/* employee table */}
        <rect x="134" y="118" width="290" height="168" rx="9" fill="#fff" stroke="#e3e9e8" />
        <path d="M134 140h290" stroke="#e3e9e8" />
        <Line x={146} y={127} w={60} h={5} fill="#9aa7a6" />
        <Line x={300} y={127} w={34} h={5} fill="#9aa7a6" />
        {rows.map((r, i) => (
          <g key={i}>
            <circle cx="154" cy={156 + i * 26} r="8" fill={i % 2 ? AMBER : TEAL} opacity=".75" />
            <Line x={170} y={153 + i * 26} w={r.w} fill="#aab4b3" />
            <Line x={244} y={153 + i * 26} w={36} fill="#d3dbda" />
            <rect x="300" y={148 + i * 26} width="44" height="15" rx="7.5" fill={r.tone} />
            <Label x={322} y={159 + i * 26} size={8} weight={700} fill={r.text} anchor="middle">
              {r.status}
            </Label>
            <Line x={362} y={153 + i * 26} w={46} fill="#d3dbda" />
          </g>
        ))}
        {/* approval task */}
        <rect x="436" y="54" width="104" height="232" rx="9" fill="#fffbeb" stroke="#fde7b0" />
        <Label x={448} y={74} size={9.5} weight={700} fill="#92400e">
          Freigabe
        </Label>
        <Label x={448} y={94} size={9} weight={600} fill="#0b1130">
          Gehaltsänderung
        </Label>
        <Line x={448} y={102} w={76} h={5} fill="#e0c48a" />
        <Line x={448} y={112} w={56} h={5} fill="#e0c48a" />
        <rect x="448" y="128" width="80" height="22" rx="11" fill={TEAL} />
        <Label x={488} y={143} size={9} weight={700} fill="#fff" anchor="middle">
          Freigeben
        </Label>
        <rect x="448" y="156" width="80" height="22" rx="11" fill="#fff" stroke="#e0c48a" />
        <Label x={488} y={171} size={9} weight={600} fill="#92400e" anchor="middle">
          Rückfrage
        </Label>
        {[196, 222, 248].map((y, i) => (
          <g key={y}>
            <circle cx="454" cy={y + 4} r="5" fill={i === 0 ? TEAL : "#e0c48a"} />
            <Line x={464} y={y + 1} w={54} h={5} fill="#e0c48a" />
          </g>
        ))}
      </Browser>
      {/* toast */}
      <FloatCard x={452} y={318} w={164} h={46}>
        <Check cx={22} cy={23} r={10} fill={TEAL} />
        <Label x={40} y={21} size={10} weight={700}>
          Vertrag freigegeben
        </Label>
        <Line x={40} y={28} w={84} h={5} fill="#c9cfdd" />
      </FloatCard>
    </ArtSvg>
  );
}
