import { ArtSvg, Check, FloatCard, Label, Line, Monitor } from "./frames";
import type { SceneProps } from "./scene";

const RED = "#b91c1c";
const SLATE = "#64748b";

/** Walter AG: a WPF desktop application – parameter form, grinding wheel, profile cross-section. */
export function WalterAgArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#f5f3f3" glow={[RED, SLATE]}>
      <Monitor x={78} y={28} w={484} h={292}>
        {/* title bar and ribbon */}
        <rect width="464" height="26" fill="#1f2433" />
        <rect x="10" y="8" width="10" height="10" rx="2" fill={RED} />
        <Label x={27} y={17.5} size={10} weight={700} fill="#fff">
          GrindDesign
        </Label>
        {["Datei", "Auslegung", "Varianten", "Export"].map((t, i) => (
          <Label key={t} x={110 + i * 62} y={17.5} size={9} weight={500} fill={i === 1 ? "#fff" : "#9aa3b8"}>
            {t}
          </Label>
        ))}
        <rect y="26" width="464" height="28" fill="#f1f3f7" />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={10 + i * 28} y="32" width="20" height="16" rx="3" fill={i === 1 ? RED : "#d5dae6"} />
        ))}
        {/* parameter form */}
        <rect x="0" y="54" width="140" height="218" fill="#fafbfc" />
        <path d="M140 54v218" stroke="#e3e7f0" />
        {["Durchmesser", "Breite", "Körnung", "Bindung", "Drehzahl"].map((t, i) => (
          <g key={t}>
            <Label x={12} y={74 + i * 38} size={8.5} weight={600} fill="#5b6275">
              {t}
            </Label>
            <rect
              x="12"
              y={79 + i * 38}
              width="116"
              height="18"
              rx="4"
              fill="#fff"
              stroke={i === 2 ? RED : "#d5dae6"}
            />
            <Line x={18} y={85 + i * 38} w={[44, 30, 52, 36, 40][i] ?? 30} fill="#9aa3b8" />
          </g>
        ))}
        {/* wheel view */}
        <g transform="translate(222 160)">
          <circle r="86" fill="#fff" stroke="#e3e7f0" />
          <circle r="78" fill={SLATE} opacity=".18" />
          <circle r="78" fill="none" stroke={RED} strokeWidth="14" opacity=".9" />
          <circle r="78" fill="none" stroke="#fff" strokeWidth="1" strokeDasharray="2 5" opacity=".7" />
          <circle r="46" fill="#e2e6ee" stroke={SLATE} strokeWidth="1.2" />
          <circle r="16" fill="#fff" stroke={SLATE} strokeWidth="1.5" />
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <circle
              key={a}
              cx={31 * Math.cos((a * Math.PI) / 180)}
              cy={31 * Math.sin((a * Math.PI) / 180)}
              r="3.5"
              fill="#fff"
              stroke={SLATE}
            />
          ))}
          <path d="M-96 0h192M0-96v192" stroke={SLATE} strokeWidth=".8" strokeDasharray="6 3 1 3" opacity=".7" />
        </g>
        {/* cross-section profile with dimension lines */}
        <rect x="326" y="66" width="128" height="196" rx="8" fill="#f6f7fb" stroke="#e3e7f0" />
        <Label x={338} y={84} size={8.5} weight={700} fill="#434a5e">
          Profil
        </Label>
        <path d="M352 112h58v14l-10 10v60l10 10v14h-58z" fill={RED} opacity=".14" stroke={RED} strokeWidth="1.6" />
        <path d="M352 112v108" stroke="#1f2433" strokeWidth="2.4" />
        <path d="M342 112v108M338 112h8M338 220h8" stroke={SLATE} strokeWidth="1" />
        <path d="M352 236h58M352 232v8M410 232v8" stroke={SLATE} strokeWidth="1" />
        <Line x={364} y={246} w={34} h={5} fill={SLATE} opacity={0.6} />
        {/* status bar */}
        <rect y="254" width="140" height="18" fill="#eef0f5" />
        <circle cx="12" cy="263" r="4" fill="#16a34a" />
        <Line x={22} y={260.5} w={70} h={5} fill="#9aa3b8" />
      </Monitor>

      {/* variant comparison callout */}
      <FloatCard x={470} y={292} w={138} h={74}>
        <Label x={14} y={22} size={9.5} weight={700} fill="#0b1130">
          Variante A · B
        </Label>
        {[0, 1].map((i) => (
          <g key={i}>
            <Line x={14} y={34 + i * 16} w={60} h={7} fill="#e3e7f0" />
            <Line x={14} y={34 + i * 16} w={i ? 38 : 52} h={7} fill={i ? SLATE : RED} />
            <Check cx={110} cy={37.5 + i * 16} r={6} fill={i ? "#94a3b8" : "#16a34a"} />
          </g>
        ))}
      </FloatCard>
    </ArtSvg>
  );
}
