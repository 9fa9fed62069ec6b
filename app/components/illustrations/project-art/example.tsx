import { ArtSvg, Browser, FloatCard, Label, Line, Phone, useArtIds } from "./frames";
import type { SceneProps } from "./scene";

const BLUE = "#4f63ff";
const VIOLET = "#8b5cf6";

/** Example case study: a generic customer portal in the agency's own colours, marked as an example. */
export function ExampleArt({ alt, className }: SceneProps) {
  const ids = useArtIds("accent");
  return (
    <ArtSvg alt={alt} className={className} backdrop="#eef1ff" glow={[BLUE, VIOLET]}>
      <defs>
        <linearGradient id={ids.accent} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BLUE} />
          <stop offset="1" stopColor={VIOLET} />
        </linearGradient>
      </defs>
      <Browser x={40} y={42} w={460} h={310} url="portal.beispiel.de">
        <rect width="460" height="42" fill="#fff" />
        <path d="M0 42h460" stroke="#e3e7f0" />
        <rect x="16" y="12" width="18" height="18" rx="5" fill={`url(#${ids.accent})`} />
        <Label x={42} y={26} size={12} weight={800}>
          Kundenportal
        </Label>
        {[0, 1, 2].map((i) => (
          <Line key={i} x={270 + i * 56} y={18} w={44} h={6} fill="#c9cfdd" />
        ))}
        <rect x="16" y="58" width="428" height="76" rx="12" fill={`url(#${ids.accent})`} />
        <Label x={32} y={88} size={15} weight={800} fill="#fff">
          Guten Tag!
        </Label>
        <Line x={32} y={98} w={150} h={6} fill="#fff" opacity={0.6} />
        <Line x={32} y={110} w={110} h={6} fill="#fff" opacity={0.45} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={16 + i * 146} y="148" width="136" height="62" rx="10" fill="#f6f7fb" stroke="#e3e7f0" />
            <circle cx={38 + i * 146} cy="170" r="10" fill={[BLUE, VIOLET, "#ffb84d"][i]} opacity=".85" />
            <Line x={56 + i * 146} y={166} w={60} h={6} fill="#8a93a8" />
            <Line x={28 + i * 146} y={190} w={96} h={6} fill="#c9cfdd" />
          </g>
        ))}
        <rect x="16" y="222" width="428" height="56" rx="10" fill="#f6f7fb" stroke="#e3e7f0" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <rect
            key={i}
            x={32 + i * 50}
            y={266 - [20, 26, 18, 32, 28, 36, 30, 40][i]!}
            width="26"
            height={[20, 26, 18, 32, 28, 36, 30, 40][i]}
            rx="4"
            fill={i === 7 ? VIOLET : BLUE}
            opacity={i === 7 ? 1 : 0.45}
          />
        ))}
      </Browser>
      <Phone x={452} y={64} w={150} h={300}>
        <rect width="134" height="96" fill={`url(#${ids.accent})`} />
        <Label x={12} y={46} size={11} weight={800} fill="#fff">
          Kundenportal
        </Label>
        <Line x={12} y={56} w={70} h={5} fill="#fff" opacity={0.6} />
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <rect x="10" y={108 + i * 44} width="114" height="36" rx="8" fill="#fff" stroke="#e3e7f0" />
            <circle cx="26" cy={126 + i * 44} r="7" fill={[BLUE, VIOLET, "#ffb84d", BLUE][i]} opacity=".85" />
            <Line x={40} y={120 + i * 44} w={60} h={5} fill="#8a93a8" />
            <Line x={40} y={129 + i * 44} w={40} h={4} fill="#d5dae6" />
          </g>
        ))}
      </Phone>
      {/* example stamp */}
      <FloatCard x={28} y={296} w={132} h={48}>
        <rect x="12" y="12" width="108" height="24" rx="12" fill="#fff5e1" stroke="#ffb84d" />
        <Label x={66} y={28.5} size={10} weight={800} fill="#7a4a00" anchor="middle">
          BEISPIEL
        </Label>
      </FloatCard>
    </ArtSvg>
  );
}
