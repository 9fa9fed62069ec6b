import { ArtSvg, Browser, FloatCard, Label, Line } from "./frames";
import type { SceneProps } from "./scene";

const RED = "#dc2626";
const AMBER = "#f59e0b";

/** Whitemacs: a dark campaign dashboard – sent vs opened mails, municipalities, and the bait mail itself. */
export function WhitemacsArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#fdf1f1" glow={[RED, "#0f172a"]}>
      <Browser x={30} y={40} w={460} h={318} url="simulation.whitemacs.de" dark>
        <rect width="460" height="290" fill="#0f172a" />
        {/* brand */}
        <path d="M22 14l12 5v9c0 7-5 11-12 14-7-3-12-7-12-14v-9z" fill={RED} />
        <path d="M17 27l4 4 7-8" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <Label x={44} y={32} size={12} weight={800} fill="#fff">
          whitemacs
        </Label>
        <rect x="330" y="16" width="114" height="22" rx="11" fill={RED} />
        <Label x={387} y={31} size={9} weight={700} fill="#fff" anchor="middle">
          Neue Kampagne
        </Label>
        {/* sent / opened */}
        {[
          { v: "3.000+", l: "simuliert versendet", w: 188, c: "#38bdf8" },
          { v: "500", l: "geöffnet", w: 34, c: AMBER },
        ].map((k, i) => (
          <g key={k.l}>
            <rect x={16 + i * 140} y="54" width="130" height="76" rx="10" fill="#1e293b" />
            <Label x={28 + i * 140} y={86} size={20} weight={800} fill="#fff">
              {k.v}
            </Label>
            <Label x={28 + i * 140} y={104} size={9} weight={500} fill="#94a3b8">
              {k.l}
            </Label>
            <rect x={28 + i * 140} y="114" width="106" height="5" rx="2.5" fill="#334155" />
            <rect x={28 + i * 140} y="114" width={i ? 18 : 106} height="5" rx="2.5" fill={k.c} />
          </g>
        ))}
        {/* municipalities */}
        <rect x="296" y="54" width="148" height="76" rx="10" fill="#1e293b" />
        <Label x={308} y={72} size={9} weight={600} fill="#94a3b8">
          Kommunen
        </Label>
        {Array.from({ length: 12 }, (_, i) => (
          <g key={i} transform={`translate(${308 + (i % 6) * 22} ${82 + Math.floor(i / 6) * 22})`}>
            <path d="M0 16V7l8-6 8 6v9z" fill="#38bdf8" />
            <rect x="6" y="10" width="4" height="6" fill="#0f172a" />
          </g>
        ))}
        {/* weekly chart */}
        <rect x="16" y="142" width="270" height="132" rx="10" fill="#1e293b" />
        <Label x={28} y={162} size={9} weight={600} fill="#94a3b8">
          Klickrate je Welle
        </Label>
        {[62, 54, 44, 38, 30, 26, 20].map((h, i) => (
          <rect
            key={i}
            x={34 + i * 34}
            y={262 - h * 1.2}
            width="18"
            height={h * 1.2}
            rx="4"
            fill={i === 0 ? RED : AMBER}
            opacity={1 - i * 0.08}
          />
        ))}
        {/* learning module list */}
        <rect x="296" y="142" width="148" height="132" rx="10" fill="#1e293b" />
        <Label x={308} y={162} size={9} weight={600} fill="#94a3b8">
          Lerneinheiten
        </Label>
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <circle cx="314" cy={182 + i * 24} r="6" fill={i < 3 ? "#22c55e" : "#475569"} />
            <Line x={326} y={179 + i * 24} w={[84, 70, 92, 60][i] ?? 60} h={5} fill="#475569" />
          </g>
        ))}
      </Browser>
      {/* the bait: a mail on a hook */}
      <g>
        <path d="M560 18v78" stroke="#475569" strokeWidth="2" />
        <path d="M560 96v18a12 12 0 0 1-24 0v-6" fill="none" stroke="#475569" strokeWidth="3" strokeLinecap="round" />
        <path d="M536 108l-5 6" stroke="#475569" strokeWidth="3" strokeLinecap="round" />
      </g>
      <FloatCard x={478} y={124} w={140} h={96}>
        <rect x="16" y="16" width="108" height="64" rx="6" fill="#fff7ed" stroke={AMBER} />
        <path d="M16 20l54 34 54-34" fill="none" stroke={AMBER} strokeWidth="2" />
        <circle cx="124" cy="16" r="12" fill={RED} />
        <Label x={124} y={21} size={14} weight={800} fill="#fff" anchor="middle">
          !
        </Label>
      </FloatCard>
      <FloatCard x={494} y={250} w={126} h={74}>
        <Label x={14} y={22} size={9} weight={600} fill="#5b6275">
          Bis Jahresende
        </Label>
        <Label x={14} y={44} size={17} weight={800} fill={RED}>
          10.000
        </Label>
        <Label x={14} y={60} size={9} weight={600} fill="#5b6275">
          Test-Mails
        </Label>
      </FloatCard>
    </ArtSvg>
  );
}
