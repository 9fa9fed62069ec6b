import { ArtSvg, Browser, Check, FloatCard, Label, Line, Phone } from "./frames";
import type { SceneProps } from "./scene";

const VIOLET = "#6d28d9";
const LIME = "#84cc16";

/** Modules of an 11 × 11 pattern that reads as a QR code; the three finder squares are drawn separately. */
const QR_MODULES = Array.from({ length: 121 }, (_, i) => [i % 11, Math.floor(i / 11)] as const).filter(
  ([c, r]) => !((c < 5 && r < 5) || (c > 5 && r < 5) || (c < 5 && r > 5)) && (c * 7 + r * 13 + c * r) % 5 < 2,
);

/** Clubscale: the member app with a match ticket, the club website behind it, paid membership fee. */
export function ClubscaleArt({ alt, className }: SceneProps) {
  return (
    <ArtSvg alt={alt} className={className} backdrop="#f4effe" glow={[VIOLET, LIME]}>
      {/* club website */}
      <Browser x={36} y={50} w={400} h={290} url="tsv-musterstadt.clubscale.de">
        <rect width="400" height="120" fill={VIOLET} />
        <path d="M0 120L400 60V120z" fill="#5b21b6" />
        <Crest x={22} y={16} size={26} />
        <Label x={56} y={34} size={12} weight={800} fill="#fff">
          TSV Musterstadt
        </Label>
        {["News", "Spielplan", "Tickets", "Mitglied werden"].map((t, i) => (
          <Label key={t} x={200 + i * 48} y={33} size={8} weight={600} fill={i === 2 ? LIME : "#ddd6fe"}>
            {t}
          </Label>
        ))}
        <Label x={22} y={80} size={16} weight={800} fill="#fff">
          Heimspiel am Samstag
        </Label>
        <rect x="22" y="92" width="84" height="18" rx="9" fill={LIME} />
        <Line x={34} y={98.5} w={60} h={5} fill="#1a2e05" opacity={0.7} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={16 + i * 124} y="136" width="114" height="118" rx="9" fill="#fff" stroke="#e7e1f6" />
            <rect x={22 + i * 124} y="142" width="102" height="52" rx="6" fill={["#ede9fe", "#ecfccb", "#f5f3ff"][i]} />
            <circle cx={73 + i * 124} cy="168" r="13" fill={[VIOLET, LIME, "#a78bfa"][i]} opacity=".8" />
            <Line x={24 + i * 124} y={206} w={86} h={5} fill="#6b7280" />
            <Line x={24 + i * 124} y={217} w={64} h={5} fill="#c9cfdd" />
            <Line x={24 + i * 124} y={236} w={40} h={6} fill={VIOLET} opacity={0.7} />
          </g>
        ))}
      </Browser>

      {/* member app: ticket */}
      <Phone x={404} y={22} w={176} h={352} screen="#f7f5fd">
        <rect width="160" height="88" fill={VIOLET} />
        <Crest x={14} y={34} size={22} />
        <Label x={44} y={46} size={11} weight={800} fill="#fff">
          Mein Ticket
        </Label>
        <Line x={44} y={54} w={64} h={5} fill="#fff" opacity={0.55} />
        {/* ticket with perforation */}
        <rect x="12" y="100" width="136" height="220" rx="12" fill="#fff" stroke="#e7e1f6" />
        <Label x={24} y={124} size={12} weight={800} fill={VIOLET}>
          Heimspiel
        </Label>
        <Line x={24} y={132} w={80} h={5} fill="#c9cfdd" />
        <Label x={24} y={156} size={8.5} weight={600} fill="#5b6275">
          Block C · Reihe 4
        </Label>
        <path d="M20 170h120" stroke="#d6d0ea" strokeDasharray="4 4" />
        <circle cx="12" cy="170" r="7" fill="#f7f5fd" />
        <circle cx="148" cy="170" r="7" fill="#f7f5fd" />
        <g transform="translate(36 184)">
          <rect x="-6" y="-6" width="100" height="100" rx="6" fill="#fff" stroke="#e7e1f6" />
          {QR_MODULES.map(([c, r]) => (
            <rect key={`${c}-${r}`} x={c * 8} y={r * 8} width="8" height="8" fill="#1f1147" />
          ))}
          {[
            [0, 0],
            [48, 0],
            [0, 48],
          ].map(([fx = 0, fy = 0]) => (
            <g key={`${fx}-${fy}`}>
              <rect x={fx} y={fy} width="40" height="40" rx="5" fill="#1f1147" />
              <rect x={fx + 6} y={fy + 6} width="28" height="28" rx="3" fill="#fff" />
              <rect x={fx + 12} y={fy + 12} width="16" height="16" rx="2" fill={VIOLET} />
            </g>
          ))}
        </g>
      </Phone>
      {/* membership fee paid */}
      <FloatCard x={24} y={300} w={178} h={56}>
        <Check cx={26} cy={28} r={12} fill={LIME} />
        <Label x={46} y={25} size={10} weight={700}>
          Beitrag bezahlt
        </Label>
        <Line x={46} y={33} w={90} h={5} fill="#c9cfdd" />
      </FloatCard>
    </ArtSvg>
  );
}

/** A club crest: a shield with a star. */
function Crest({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 24;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M12 0l11 4v8c0 7-5 11-11 13C6 23 1 19 1 12V4z" fill="#fff" />
      <path d="M12 3.5l9 3.2V12c0 5.6-4 9-9 10.6C7 21 3 17.6 3 12V6.7z" fill={LIME} />
      <path d="M12 7.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill={VIOLET} />
    </g>
  );
}
