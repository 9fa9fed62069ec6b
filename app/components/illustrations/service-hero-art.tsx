/**
 * Hero illustrations of the service pages, drawn for the dark hero band (DESIGN.md §5: drawn, not
 * stock). Decorative: the heading beside each says what it shows, so they are hidden from assistive
 * technology. Words inside the drawings come from the content modules as `labels`.
 * Gradient ids carry a per-drawing prefix, so several drawings can share a page.
 */

const font = "Inter Variable, Inter, sans-serif";
const ink = { panel: "#111836", panelDeep: "#0d1330", tile: "#17204a", line: "#2a3466", muted: "#3a4475" };

function Frame({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 560 460" width="560" height="460" aria-hidden="true" className="h-auto w-full">
      <defs>
        <linearGradient id={`${id}-accent`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#4f63ff" stopOpacity=".42" />
          <stop offset="1" stopColor="#4f63ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="290" cy="230" r="235" fill={`url(#${id}-glow)`} />
      {children}
    </svg>
  );
}

function WindowChrome({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <>
      <path d={`M${x} ${y + 16}a16 16 0 0 1 16-16h${w - 32}a16 16 0 0 1 16 16v14H${x}z`} fill="#19214a" />
      <circle cx={x + 20} cy={y + 15} r="4" fill="#ff6159" />
      <circle cx={x + 33} cy={y + 15} r="4" fill="#ffbd2e" />
      <circle cx={x + 46} cy={y + 15} r="4" fill="#28c941" />
    </>
  );
}

function CheckBadge({ cx, cy, r = 13 }: { cx: number; cy: number; r?: number }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="#e8fbf1" />
      <path
        d={`m${cx - r * 0.5} ${cy}l${r * 0.36} ${r * 0.36} ${r * 0.66}-${r * 0.72}`}
        stroke="#16a34a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type SoftwareArtLabels = {
  app: string;
  columns: readonly [string, string, string];
  systems: readonly [string, string, string, string];
  milestone: string;
  milestoneNote: string;
};

/** Custom software at the centre of a firm's systems: a task board wired to ERP, CRM and more. */
export function SoftwareHeroArt({ labels }: { labels: SoftwareArtLabels }) {
  const id = "sw-art";
  const columnColors = ["#4f63ff", "#8b5cf6", "#ffb84d"];
  const nodes = [
    { x: 4, y: 118, w: 86, to: [120, 150] },
    { x: 4, y: 292, w: 86, to: [120, 300] },
    { x: 470, y: 96, w: 86, to: [440, 140] },
    { x: 454, y: 300, w: 102, to: [440, 300] },
  ] as const;
  return (
    <Frame id={id}>
      {/* connections to the surrounding systems */}
      {nodes.map((n, i) => {
        const fromX = n.x < 200 ? n.x + n.w : n.x;
        const fromY = n.y + 18;
        const [toX, toY] = n.to;
        const midX = (fromX + toX) / 2;
        return (
          <g key={i}>
            <path
              d={`M${fromX} ${fromY}C${midX} ${fromY} ${midX} ${toY} ${toX} ${toY}`}
              fill="none"
              stroke="#7d8dff"
              strokeWidth="2"
              strokeDasharray="5 6"
              opacity=".7"
            />
            <circle cx={toX} cy={toY} r="5" fill="#7d8dff" />
          </g>
        );
      })}
      {/* application window */}
      <rect x="120" y="70" width="320" height="290" rx="16" fill={ink.panel} stroke={ink.line} />
      <WindowChrome x={120} y={70} w={320} />
      <text x="140" y="130" fill="#fff" fontSize="15" fontWeight="700" fontFamily={font}>
        {labels.app}
      </text>
      <rect x="140" y="140" width="110" height="7" rx="3.5" fill={ink.muted} />
      {labels.columns.map((col, c) => (
        <g key={col}>
          <rect x={140 + c * 97} y="162" width="87" height="180" rx="10" fill={ink.panelDeep} />
          <circle cx={152 + c * 97} cy="180" r="4" fill={columnColors[c]} />
          <text x={161 + c * 97} y="184" fill="#cfd4ec" fontSize="11" fontWeight="600" fontFamily={font}>
            {col}
          </text>
          {[0, 1, 2].slice(0, 3 - (c === 2 ? 1 : 0)).map((r) => (
            <g key={r}>
              <rect x={148 + c * 97} y={198 + r * 46} width="71" height="38" rx="7" fill={ink.tile} />
              <rect x={156 + c * 97} y={207 + r * 46} width={44 - r * 6} height="6" rx="3" fill="#aab1d3" />
              <rect x={156 + c * 97} y={219 + r * 46} width="28" height="5" rx="2.5" fill={ink.muted} />
              <circle cx={208 + c * 97} cy={225 + r * 46} r="4" fill={columnColors[(c + r) % 3]} opacity=".85" />
            </g>
          ))}
        </g>
      ))}
      {/* systems */}
      {nodes.map((n, i) => (
        <g key={labels.systems[i]}>
          <rect x={n.x} y={n.y} width={n.w} height="36" rx="18" fill="#fff" />
          <text
            x={n.x + n.w / 2}
            y={n.y + 23}
            textAnchor="middle"
            fill="#0b1130"
            fontSize="13"
            fontWeight="700"
            fontFamily={font}
          >
            {labels.systems[i]}
          </text>
        </g>
      ))}
      {/* milestone card */}
      <g>
        <rect x="60" y="376" width="276" height="64" rx="14" fill="#fff" />
        <CheckBadge cx={92} cy={408} r={15} />
        <text x="118" y="404" fill="#0b1130" fontSize="13.5" fontWeight="700" fontFamily={font}>
          {labels.milestone}
        </text>
        <text x="118" y="423" fill="#5b6275" fontSize="11.5" fontFamily={font}>
          {labels.milestoneNote}
        </text>
      </g>
    </Frame>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type AiArtLabels = {
  fieldsTitle: string;
  fields: readonly (readonly [label: string, value: string])[];
  question: string;
  answer: string;
  source: string;
};

/** A document read by an AI core into checked fields, and an assistant answering with a source. */
export function AiHeroArt({ labels }: { labels: AiArtLabels }) {
  const id = "ai-art";
  return (
    <Frame id={id}>
      {/* document */}
      <g transform="rotate(-4 115 190)">
        <rect x="30" y="70" width="170" height="226" rx="12" fill="#fff" />
        <rect x="48" y="90" width="70" height="10" rx="5" fill="#0b1130" />
        <rect x="150" y="88" width="32" height="14" rx="4" fill="#e0e5ff" />
        {[118, 134, 150].map((y, i) => (
          <rect key={y} x="48" y={y} width={[120, 96, 108][i]} height="6" rx="3" fill="#cfd4ec" />
        ))}
        <rect x="44" y="170" width="142" height="26" rx="6" fill="#4f63ff" opacity=".14" />
        <rect x="44" y="170" width="142" height="26" rx="6" fill="none" stroke="#4f63ff" strokeWidth="1.5" />
        <rect x="52" y="180" width="54" height="6" rx="3" fill="#7d8dff" />
        <rect x="138" y="179" width="40" height="8" rx="4" fill="#3347e6" />
        {[210, 226, 242].map((y, i) => (
          <g key={y}>
            <rect x="48" y={y} width="80" height="6" rx="3" fill="#cfd4ec" />
            <rect x={148 - i * 4} y={y} width={34 + i * 4} height="6" rx="3" fill="#aab1d3" />
          </g>
        ))}
        <rect x="48" y="266" width="134" height="12" rx="4" fill="#eef1ff" />
      </g>
      {/* scan beam */}
      <rect x="22" y="176" width="190" height="3" rx="1.5" fill="#7d8dff" opacity=".9" />
      {/* connectors */}
      <path d="M206 184h36" stroke="#7d8dff" strokeWidth="2" strokeDasharray="4 5" />
      <path d="M338 184h30" stroke="#7d8dff" strokeWidth="2" strokeDasharray="4 5" />
      {/* AI core */}
      <rect x="242" y="136" width="96" height="96" rx="26" fill={`url(#${id}-accent)`} />
      <rect x="242" y="136" width="96" height="96" rx="26" fill="none" stroke="#fff" strokeOpacity=".25" />
      {(
        [
          [266, 162],
          [314, 162],
          [290, 184],
          [266, 206],
          [314, 206],
        ] as const
      ).map(([cx, cy], i, pts) => (
        <g key={i}>
          {i === 2 &&
            pts.map(([x2, y2], j) =>
              j === 2 ? null : (
                <path key={j} d={`M290 184L${x2} ${y2}`} stroke="#fff" strokeOpacity=".7" strokeWidth="2" />
              ),
            )}
          <circle cx={cx} cy={cy} r={i === 2 ? 8 : 5.5} fill="#fff" />
        </g>
      ))}
      {/* extracted fields */}
      <rect x="368" y="70" width="178" height="228" rx="14" fill={ink.panel} stroke={ink.line} />
      <text x="384" y="98" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.fieldsTitle}
      </text>
      {labels.fields.map(([label, value], i) => (
        <g key={label}>
          <rect x="380" y={112 + i * 45} width="154" height="38" rx="8" fill={ink.tile} />
          <text x="390" y={127 + i * 45} fill="#aab1d3" fontSize="9.5" fontFamily={font}>
            {label}
          </text>
          <text x="390" y={142 + i * 45} fill="#fff" fontSize="12" fontWeight="600" fontFamily={font}>
            {value}
          </text>
          <circle cx="518" cy={131 + i * 45} r="7" fill="#16a34a" />
          <path
            d={`m514.5 ${131 + i * 45}l2.5 2.5 4.5-5`}
            stroke="#fff"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      {/* assistant */}
      <g>
        <rect x="40" y="326" width="250" height="44" rx="16" fill="#fff" />
        <text x="58" y="353" fill="#0b1130" fontSize="13" fontWeight="600" fontFamily={font}>
          {labels.question}
        </text>
        <rect x="206" y="382" width="300" height="60" rx="16" fill={`url(#${id}-accent)`} />
        <text x="224" y="406" fill="#fff" fontSize="13.5" fontWeight="700" fontFamily={font}>
          {labels.answer}
        </text>
        <text x="224" y="426" fill="#e0e5ff" fontSize="11" fontFamily={font}>
          {labels.source}
        </text>
      </g>
    </Frame>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type WebArtLabels = {
  app: string;
  kpis: readonly (readonly [label: string, value: string])[];
  statuses: readonly [string, string, string];
  notice: string;
  noticeNote: string;
  integrations: string;
};

/** A web application dashboard with live figures, a status table and connected systems. */
export function WebHeroArt({ labels }: { labels: WebArtLabels }) {
  const id = "web-art";
  const statusColors = ["#16a34a", "#ffb84d", "#7d8dff"];
  return (
    <Frame id={id}>
      <rect x="30" y="50" width="500" height="320" rx="16" fill={ink.panel} stroke={ink.line} />
      <WindowChrome x={30} y={50} w={500} />
      <rect x="180" y="58" width="200" height="16" rx="8" fill={ink.panelDeep} />
      {/* sidebar */}
      <rect x="46" y="96" width="104" height="258" rx="10" fill={ink.panelDeep} />
      <text x="60" y="120" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.app}
      </text>
      {[140, 164, 188, 212, 236].map((y, i) => (
        <rect
          key={y}
          x="60"
          y={y}
          width={i === 0 ? 74 : 58}
          height="9"
          rx="4.5"
          fill={i === 0 ? `url(#${id}-accent)` : ink.line}
        />
      ))}
      {/* KPIs */}
      {labels.kpis.map(([label, value], i) => (
        <g key={label}>
          <rect x={164 + i * 120} y="96" width="110" height="64" rx="10" fill={ink.tile} />
          <text x={176 + i * 120} y="118" fill="#aab1d3" fontSize="10" fontFamily={font}>
            {label}
          </text>
          <text x={176 + i * 120} y="144" fill="#fff" fontSize="18" fontWeight="800" fontFamily={font}>
            {value}
          </text>
        </g>
      ))}
      {/* chart */}
      <rect x="164" y="172" width="210" height="182" rx="10" fill={ink.tile} />
      {[52, 80, 66, 104, 92, 128].map((h, i) => (
        <rect
          key={i}
          x={182 + i * 31}
          y={338 - h}
          width="18"
          height={h}
          rx="4"
          fill={i === 5 ? `url(#${id}-accent)` : "#3a4475"}
        />
      ))}
      {/* table */}
      <rect x="384" y="172" width="130" height="182" rx="10" fill={ink.tile} />
      {[0, 1, 2, 3].map((r) => (
        <g key={r}>
          <rect x="396" y={190 + r * 40} width="52" height="6" rx="3" fill="#aab1d3" />
          <rect x="396" y={202 + r * 40} width="34" height="5" rx="2.5" fill={ink.muted} />
          <rect x="456" y={190 + r * 40} width="48" height="16" rx="8" fill={statusColors[r % 3]} opacity=".22" />
          <text
            x="480"
            y={202 + r * 40}
            textAnchor="middle"
            fill={statusColors[r % 3]}
            fontSize="8.5"
            fontWeight="700"
            fontFamily={font}
          >
            {labels.statuses[r % 3]}
          </text>
        </g>
      ))}
      {/* notification */}
      <g>
        <rect x="300" y="20" width="236" height="60" rx="14" fill="#fff" />
        <CheckBadge cx={330} cy={50} r={14} />
        <text x="354" y="46" fill="#0b1130" fontSize="13" fontWeight="700" fontFamily={font}>
          {labels.notice}
        </text>
        <text x="354" y="64" fill="#5b6275" fontSize="11" fontFamily={font}>
          {labels.noticeNote}
        </text>
      </g>
      {/* integrations */}
      <g>
        <rect x="10" y="386" width="280" height="52" rx="14" fill="#ffd28a" />
        <g transform="translate(30 398)" stroke="#0b1130" strokeWidth="2.4" fill="none" strokeLinecap="round">
          <path d="M6 0v8M14 0v8M2 8h16v6a8 8 0 0 1-16 0zM10 22v6" />
        </g>
        <text x="64" y="417" fill="#0b1130" fontSize="13.5" fontWeight="700" fontFamily={font}>
          {labels.integrations}
        </text>
      </g>
    </Frame>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type AppArtLabels = {
  greeting: string;
  subtitle: string;
  orders: readonly [string, string, string];
  action: string;
  badge: string;
  badgeNote: string;
  platforms: string;
};

/** Two phones (one per store) running the same field-service app, with the four-week promise. */
export function AppHeroArt({ labels }: { labels: AppArtLabels }) {
  const id = "app-art";
  const dots = ["#4f63ff", "#ffb84d", "#8b5cf6"];
  return (
    <Frame id={id}>
      {/* back phone (Android) */}
      <g transform="rotate(-9 190 240)">
        <rect x="100" y="70" width="180" height="350" rx="30" fill="#0a0f26" stroke={ink.line} strokeWidth="2" />
        <rect x="111" y="81" width="158" height="328" rx="22" fill="#f6f7fb" />
        <circle cx="190" cy="94" r="5" fill="#0a0f26" />
        <rect x="111" y="81" width="158" height="96" rx="22" fill="#141c45" />
        <rect x="111" y="150" width="158" height="27" fill="#141c45" />
        <rect x="127" y="118" width="90" height="10" rx="5" fill="#fff" />
        <rect x="127" y="136" width="60" height="7" rx="3.5" fill="#aab1d3" />
        {[192, 238, 284, 330].map((y, i) => (
          <g key={y}>
            <rect x="123" y={y} width="134" height="38" rx="10" fill="#fff" stroke="#e3e7f0" />
            <circle cx="141" cy={y + 19} r="8" fill={dots[i % 3]} opacity=".85" />
            <rect x="156" y={y + 12} width="62" height="6" rx="3" fill="#aab1d3" />
            <rect x="156" y={y + 23} width="40" height="5" rx="2.5" fill="#cfd4ec" />
          </g>
        ))}
      </g>
      {/* front phone (iOS) */}
      <g>
        <rect x="262" y="40" width="196" height="390" rx="36" fill="#0a0f26" stroke={ink.line} strokeWidth="2" />
        <rect x="273" y="51" width="174" height="368" rx="27" fill="#f6f7fb" />
        <rect x="273" y="51" width="174" height="122" rx="27" fill={`url(#${id}-accent)`} />
        <rect x="332" y="60" width="56" height="14" rx="7" fill="#0a0f26" />
        <text x="290" y="112" fill="#fff" fontSize="15" fontWeight="700" fontFamily={font}>
          {labels.greeting}
        </text>
        <text x="290" y="132" fill="#e0e5ff" fontSize="11" fontFamily={font}>
          {labels.subtitle}
        </text>
        {labels.orders.map((order, i) => (
          <g key={order}>
            <rect x="285" y={190 + i * 52} width="150" height="42" rx="11" fill="#fff" stroke="#e3e7f0" />
            <rect x="295" y={200 + i * 52} width="22" height="22" rx="6" fill={dots[i]} opacity=".18" />
            <circle cx="306" cy={211 + i * 52} r="5" fill={dots[i]} />
            <text x="326" y={209 + i * 52} fill="#0b1130" fontSize="11" fontWeight="600" fontFamily={font}>
              {order}
            </text>
            <rect x="326" y={216 + i * 52} width="50" height="5" rx="2.5" fill="#cfd4ec" />
          </g>
        ))}
        <rect x="285" y="360" width="150" height="40" rx="20" fill="#141c45" />
        <text x="360" y="385" textAnchor="middle" fill="#fff" fontSize="12.5" fontWeight="700" fontFamily={font}>
          {labels.action}
        </text>
      </g>
      {/* result card */}
      <g>
        <rect x="346" y="388" width="204" height="58" rx="14" fill="#ffd28a" />
        <text x="362" y="410" fill="#0b1130" fontSize="12" fontWeight="600" fontFamily={font}>
          {labels.badgeNote}
        </text>
        <text x="362" y="432" fill="#0b1130" fontSize="15" fontWeight="800" fontFamily={font}>
          {labels.badge}
        </text>
      </g>
      <g>
        <rect x="18" y="330" width="176" height="52" rx="14" fill="#fff" />
        <CheckBadge cx={46} cy={356} r={13} />
        <text x="68" y="361" fill="#0b1130" fontSize="13" fontWeight="700" fontFamily={font}>
          {labels.platforms}
        </text>
      </g>
    </Frame>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type MvpArtLabels = {
  stages: readonly [string, string, string];
  milestones: readonly [string, string, string];
  live: string;
};

/** From sketch to prototype to live product, on a six-week track. */
export function MvpHeroArt({ labels }: { labels: MvpArtLabels }) {
  const id = "mvp-art";
  return (
    <Frame id={id}>
      {/* 1: wireframe */}
      <g>
        <rect
          x="20"
          y="170"
          width="160"
          height="200"
          rx="14"
          fill="none"
          stroke="#7d8dff"
          strokeWidth="2"
          strokeDasharray="6 6"
        />
        <rect
          x="36"
          y="190"
          width="128"
          height="54"
          rx="8"
          fill="none"
          stroke="#aab1d3"
          strokeWidth="1.5"
          strokeDasharray="4 4"
        />
        <path d="M36 190l128 54M164 190 36 244" stroke="#aab1d3" strokeWidth="1" opacity=".6" />
        {[258, 276, 294].map((y, i) => (
          <rect
            key={y}
            x="36"
            y={y}
            width={[110, 90, 100][i]}
            height="8"
            rx="4"
            fill="none"
            stroke="#aab1d3"
            strokeWidth="1.5"
          />
        ))}
        <rect
          x="36"
          y="324"
          width="70"
          height="26"
          rx="13"
          fill="none"
          stroke="#aab1d3"
          strokeWidth="1.5"
          strokeDasharray="4 4"
        />
        <text x="100" y="158" textAnchor="middle" fill="#cfd4ec" fontSize="12" fontWeight="600" fontFamily={font}>
          {labels.stages[0]}
        </text>
      </g>
      {/* 2: prototype */}
      <g>
        <rect x="200" y="110" width="160" height="220" rx="14" fill="#fff" />
        <rect x="200" y="110" width="160" height="62" rx="14" fill="#8b5cf6" />
        <rect x="200" y="150" width="160" height="22" fill="#8b5cf6" />
        <rect x="216" y="130" width="70" height="9" rx="4.5" fill="#fff" />
        <rect x="216" y="146" width="46" height="6" rx="3" fill="#fff" opacity=".6" />
        {[186, 222, 258].map((y) => (
          <g key={y}>
            <rect x="214" y={y} width="132" height="28" rx="8" fill="#f6f7fb" stroke="#e3e7f0" />
            <circle cx="229" cy={y + 14} r="6" fill="#8b5cf6" opacity=".6" />
            <rect x="242" y={y + 11} width="60" height="6" rx="3" fill="#b8bfd3" />
          </g>
        ))}
        <rect x="214" y="296" width="132" height="22" rx="11" fill="#141c45" />
        {/* pointer */}
        <path d="M318 292l16 34 5-13 13-5z" fill="#fff" stroke="#0b1130" strokeWidth="2" strokeLinejoin="round" />
        <text x="280" y="98" textAnchor="middle" fill="#cfd4ec" fontSize="12" fontWeight="600" fontFamily={font}>
          {labels.stages[1]}
        </text>
      </g>
      {/* 3: live product */}
      <g>
        <rect x="380" y="40" width="164" height="230" rx="14" fill={ink.panel} stroke={ink.line} />
        <rect x="394" y="56" width="60" height="9" rx="4.5" fill="#fff" />
        <rect x="488" y="52" width="44" height="18" rx="9" fill="#16a34a" />
        <text x="510" y="65" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="700" fontFamily={font}>
          {labels.live}
        </text>
        <rect x="394" y="82" width="136" height="100" rx="10" fill={ink.tile} />
        <path
          d="M404 168c18-4 24-26 42-28s22 12 38-2 20-34 38-44"
          fill="none"
          stroke={`url(#${id}-accent)`}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="522" cy="94" r="5" fill="#ffb84d" />
        {[196, 222].map((y) => (
          <g key={y}>
            <rect x="394" y={y} width="136" height="18" rx="6" fill={ink.tile} />
            <rect x="402" y={y + 6} width="56" height="6" rx="3" fill="#aab1d3" />
            <rect x="498" y={y + 5} width="24" height="8" rx="4" fill="#4f63ff" />
          </g>
        ))}
        <text x="462" y="28" textAnchor="middle" fill="#cfd4ec" fontSize="12" fontWeight="600" fontFamily={font}>
          {labels.stages[2]}
        </text>
      </g>
      {/* track */}
      <path d="M100 410H462" stroke={ink.line} strokeWidth="4" strokeLinecap="round" />
      <path d="M100 410H462" stroke={`url(#${id}-accent)`} strokeWidth="4" strokeLinecap="round" />
      {[100, 280, 462].map((x, i) => (
        <g key={x}>
          <path d={`M${x} ${[376, 336, 276][i]}V396`} stroke="#7d8dff" strokeWidth="1.5" strokeDasharray="3 4" />
          <circle cx={x} cy="410" r="10" fill={i === 2 ? "#ffb84d" : "#fff"} stroke="#4f63ff" strokeWidth="3" />
          <text x={x} y="444" textAnchor="middle" fill="#fff" fontSize="12.5" fontWeight="700" fontFamily={font}>
            {labels.milestones[i]}
          </text>
        </g>
      ))}
    </Frame>
  );
}
