/**
 * Spot illustrations for the service pages: light scenes on a 640 × 400 canvas, the same size as
 * DeviceMockup so they sit in the same frames. Words inside come from content modules as `labels`.
 * Decorative unless an `alt` is given (the text beside each drawing says what it shows).
 */

const font = "Inter Variable, Inter, sans-serif";
const W = 640;
const H = 400;
const c = {
  ink: "#0b1130",
  navy: "#141c45",
  accent: "#4f63ff",
  accentDark: "#3347e6",
  accentSoft: "#e0e5ff",
  violet: "#8b5cf6",
  warm: "#ffb84d",
  warmSoft: "#ffd28a",
  grey: "#b8bfd3",
  greyLight: "#d5dae6",
  line: "#e3e7f0",
  card: "#f6f7fb",
  red: "#dc2626",
  redSoft: "#fde2e2",
  green: "#16a34a",
};

function Canvas({
  id,
  alt,
  backdrop = "#eef1ff",
  children,
}: {
  id: string;
  alt?: string;
  backdrop?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className="h-auto w-full"
    >
      <defs>
        <linearGradient id={`${id}-accent`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c.accent} />
          <stop offset="1" stopColor={c.violet} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={backdrop} />
      <circle cx="570" cy="50" r="130" fill={c.accent} opacity=".07" />
      <circle cx="60" cy="370" r="100" fill={c.violet} opacity=".07" />
      {children}
    </svg>
  );
}

function Arrow({ x, y, id }: { x: number; y: number; id: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r="26" fill={`url(#${id}-accent)`} />
      <path
        d={`M${x - 10} ${y}h20m-8-8 8 8-8 8`}
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type SystemsArtLabels = { before: string; after: string; app: string };

/** Scattered tools and lists on the left become one connected application on the right. */
export function SystemsArt({ labels }: { labels: SystemsArtLabels }) {
  const id = "systems-art";
  return (
    <Canvas id={id}>
      <text x="150" y="52" textAnchor="middle" fill={c.ink} fontSize="15" fontWeight="700" fontFamily={font}>
        {labels.before}
      </text>
      {/* scattered tools */}
      {(
        [
          [48, 80, -6, c.green],
          [150, 110, 5, c.accent],
          [60, 200, 4, c.warm],
          [170, 230, -5, c.violet],
        ] as const
      ).map(([x, y, r, color], i) => (
        <g key={i} transform={`rotate(${r} ${x + 60} ${y + 45})`}>
          <rect x={x} y={y} width="120" height="90" rx="10" fill="#fff" stroke={c.line} />
          <rect x={x} y={y} width="120" height="18" rx="9" fill={color} opacity=".85" />
          {[0, 1, 2].map((row) => (
            <g key={row}>
              {[0, 1, 2].map((col) => (
                <rect
                  key={col}
                  x={x + 10 + col * 35}
                  y={y + 28 + row * 18}
                  width="30"
                  height="12"
                  rx="2"
                  fill={i === 0 && row === 1 && col === 2 ? c.redSoft : c.card}
                  stroke={i === 0 && row === 1 && col === 2 ? c.red : c.line}
                />
              ))}
            </g>
          ))}
        </g>
      ))}
      {/* tangled connections */}
      <path
        d="M110 175c40 30 80-40 120 0s-70 60-140 70M200 200c-40-60 60-70 30-120"
        fill="none"
        stroke={c.grey}
        strokeWidth="2"
        strokeDasharray="4 5"
      />
      <Arrow x={330} y={205} id={id} />
      <text x="500" y="52" textAnchor="middle" fill={c.ink} fontSize="15" fontWeight="700" fontFamily={font}>
        {labels.after}
      </text>
      {/* one application */}
      <rect x="380" y="76" width="240" height="260" rx="14" fill="#fff" stroke={c.line} />
      <rect x="380" y="76" width="240" height="44" rx="14" fill={c.navy} />
      <rect x="380" y="104" width="240" height="16" fill={c.navy} />
      <text x="398" y="104" fill="#fff" fontSize="14" fontWeight="700" fontFamily={font}>
        {labels.app}
      </text>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={396 + i * 72} y="136" width="64" height="46" rx="8" fill={c.card} stroke={c.line} />
          <rect x={404 + i * 72} y="146" width="30" height="6" rx="3" fill={c.grey} />
          <rect x={404 + i * 72} y="160" width={40 - i * 6} height="12" rx="4" fill={[c.accent, c.violet, c.warm][i]} />
        </g>
      ))}
      {[196, 228, 260, 292].map((y, i) => (
        <g key={y}>
          <rect x="396" y={y} width="208" height="24" rx="6" fill={c.card} stroke={c.line} />
          <rect x="406" y={y + 9} width={70 + (i % 2) * 20} height="6" rx="3" fill={c.grey} />
          <circle cx="590" cy={y + 12} r="6" fill={c.green} />
          <path d={`m587 ${y + 12}l2 2 4-4`} stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </g>
      ))}
      <path d="M500 336v30" stroke={c.accent} strokeWidth="2" />
      {[440, 500, 560].map((x) => (
        <g key={x}>
          <path d={`M500 366H${x}v8`} stroke={c.accent} strokeWidth="2" fill="none" />
          <rect x={x - 22} y="374" width="44" height="16" rx="8" fill={c.accentSoft} stroke={c.accent} />
        </g>
      ))}
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type SpreadsheetArtLabels = { file: string; tabs: readonly [string, string, string]; app: string };

/** An overgrown spreadsheet with conflicting cells next to the web application that replaces it. */
export function SpreadsheetArt({ labels }: { labels: SpreadsheetArtLabels }) {
  const id = "sheet-art";
  const errors = new Set(["1-3", "3-1", "4-4", "6-2"]);
  return (
    <Canvas id={id} backdrop="#f5f7fb">
      <g transform="rotate(-3 170 200)">
        <rect x="30" y="50" width="280" height="300" rx="12" fill="#fff" stroke={c.line} />
        <rect x="30" y="50" width="280" height="34" rx="12" fill="#1d6f42" />
        <rect x="30" y="70" width="280" height="14" fill="#1d6f42" />
        <text x="46" y="73" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
          {labels.file}
        </text>
        {Array.from({ length: 8 }, (_, row) =>
          Array.from({ length: 5 }, (_, col) => {
            const err = errors.has(`${row}-${col}`);
            return (
              <rect
                key={`${row}-${col}`}
                x={42 + col * 52}
                y={96 + row * 26}
                width="48"
                height="22"
                fill={err ? c.redSoft : row === 0 ? "#e8f3ec" : "#fff"}
                stroke={err ? c.red : c.line}
              />
            );
          }),
        )}
        {labels.tabs.map((tab, i) => (
          <g key={tab}>
            <rect
              x={42 + i * 88}
              y="312"
              width="82"
              height="24"
              rx="5"
              fill={i === 2 ? "#e8f3ec" : c.card}
              stroke={c.line}
            />
            <text x={83 + i * 88} y="328" textAnchor="middle" fill={c.ink} fontSize="10" fontFamily={font}>
              {tab}
            </text>
          </g>
        ))}
      </g>
      <Arrow x={352} y={200} id={id} />
      <rect x="396" y="70" width="220" height="260" rx="14" fill="#fff" stroke={c.line} />
      <rect x="396" y="70" width="220" height="30" rx="14" fill={c.card} />
      <rect x="396" y="86" width="220" height="14" fill={c.card} />
      <circle cx="412" cy="85" r="4" fill="#ff6159" />
      <circle cx="424" cy="85" r="4" fill="#ffbd2e" />
      <circle cx="436" cy="85" r="4" fill="#28c941" />
      <text x="412" y="126" fill={c.ink} fontSize="14" fontWeight="700" fontFamily={font}>
        {labels.app}
      </text>
      <rect x="412" y="138" width="188" height="66" rx="10" fill={`url(#${id}-accent)`} />
      <path
        d="M422 190c18-4 26-24 44-24s20 14 40 8 26-26 44-30 24 8 40-4"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {[216, 248, 280].map((y, i) => (
        <g key={y}>
          <rect x="412" y={y} width="188" height="24" rx="6" fill={c.card} stroke={c.line} />
          <rect x="422" y={y + 9} width="72" height="6" rx="3" fill={c.grey} />
          <rect x="552" y={y + 6} width="38" height="12" rx="6" fill={[c.green, c.accent, c.warm][i]} opacity=".85" />
        </g>
      ))}
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type RegionArtLabels = { city: string; radius: string; towns: readonly [string, string, string, string] };

/** A stylised map of the region: the office as a pin, rings for the travel time. */
export function RegionArt({ labels }: { labels: RegionArtLabels }) {
  const id = "region-art";
  // Roughly where the towns lie from the office: north, north-east, south-east, west.
  const towns = [
    [250, 56],
    [470, 96],
    [505, 300],
    [112, 190],
  ] as const;
  return (
    <Canvas id={id} backdrop="#eaf5ee">
      {/* land, forest, river */}
      <path d="M0 260c80-30 160 10 240-20s150-80 240-60 120 40 160 30V400H0z" fill="#d8eedf" />
      <path
        d="M0 120c60 20 120-30 200-10s100 60 180 40"
        fill="none"
        stroke="#a9d3f5"
        strokeWidth="10"
        strokeLinecap="round"
      />
      {[
        [90, 200],
        [110, 215],
        [540, 170],
        [560, 185],
        [300, 330],
        [322, 344],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="14" fill="#b7dfc3" />
      ))}
      {/* roads */}
      <path
        d="M320 200L250 56M320 200L470 96M320 200L505 300M320 200L112 190"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M320 200L250 56M320 200L470 96M320 200L505 300M320 200L112 190"
        stroke={c.greyLight}
        strokeWidth="1.5"
        strokeDasharray="6 6"
      />
      {/* travel rings */}
      <circle cx="320" cy="200" r="175" fill={c.accent} opacity=".05" />
      <circle cx="320" cy="200" r="175" fill="none" stroke={c.accent} strokeWidth="2" strokeDasharray="8 8" />
      <circle cx="320" cy="200" r="95" fill={c.accent} opacity=".07" />
      {/* towns */}
      {towns.map(([x, y], i) => (
        <g key={labels.towns[i]}>
          <circle cx={x} cy={y} r="7" fill="#fff" stroke={c.navy} strokeWidth="3" />
          <text x={x} y={y - 14} textAnchor="middle" fill={c.ink} fontSize="12" fontWeight="600" fontFamily={font}>
            {labels.towns[i]}
          </text>
        </g>
      ))}
      {/* office pin */}
      <path d="M320 206c-22-26-32-42-32-58a32 32 0 0 1 64 0c0 16-10 32-32 58z" fill={`url(#${id}-accent)`} />
      <circle cx="320" cy="148" r="12" fill="#fff" />
      <ellipse cx="320" cy="210" rx="16" ry="5" fill={c.ink} opacity=".15" />
      <rect x="262" y="222" width="116" height="30" rx="15" fill={c.navy} />
      <text x="320" y="242" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.city}
      </text>
      {/* radius label */}
      <rect x="420" y="340" width="160" height="34" rx="17" fill={c.warmSoft} />
      <text x="500" y="362" textAnchor="middle" fill={c.ink} fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.radius}
      </text>
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type DocumentArtLabels = { inbox: string; target: string; fields: readonly [string, string, string] };

/** A pile of incoming documents, read into fields and handed to the ERP. */
export function DocumentArt({ labels }: { labels: DocumentArtLabels }) {
  const id = "doc-art";
  return (
    <Canvas id={id}>
      <text x="130" y="60" textAnchor="middle" fill={c.ink} fontSize="14" fontWeight="700" fontFamily={font}>
        {labels.inbox}
      </text>
      {[
        [60, 96, -8],
        [72, 90, -3],
        [84, 84, 3],
      ].map(([x, y, r], i) => (
        <g key={i} transform={`rotate(${r} ${(x ?? 0) + 70} ${(y ?? 0) + 110})`}>
          <rect x={x} y={y} width="140" height="210" rx="10" fill="#fff" stroke={c.line} />
          <rect x={(x ?? 0) + 16} y={(y ?? 0) + 18} width="60" height="9" rx="4.5" fill={c.navy} />
          {[40, 54, 68, 100, 114, 128, 142].map((dy, j) => (
            <rect
              key={dy}
              x={(x ?? 0) + 16}
              y={(y ?? 0) + dy}
              width={[100, 80, 92, 108, 70, 96, 84][j]}
              height="6"
              rx="3"
              fill={c.greyLight}
            />
          ))}
          {i === 2 && (
            <>
              <rect
                x={(x ?? 0) + 10}
                y={(y ?? 0) + 92}
                width="120"
                height="22"
                rx="5"
                fill={c.accent}
                opacity=".12"
                stroke={c.accent}
              />
              <rect
                x={(x ?? 0) + 10}
                y={(y ?? 0) + 162}
                width="120"
                height="28"
                rx="5"
                fill={c.violet}
                opacity=".12"
                stroke={c.violet}
              />
            </>
          )}
        </g>
      ))}
      <Arrow x={300} y={200} id={id} />
      {labels.fields.map((f, i) => (
        <g key={f}>
          <rect x="356" y={110 + i * 62} width="150" height="48" rx="10" fill="#fff" stroke={c.line} />
          <text x="370" y={130 + i * 62} fill="#5b6275" fontSize="11" fontFamily={font}>
            {f}
          </text>
          <rect
            x="370"
            y={138 + i * 62}
            width={[86, 64, 98][i]}
            height="8"
            rx="4"
            fill={[c.accent, c.violet, c.navy][i]}
          />
          <circle cx="490" cy={134 + i * 62} r="8" fill={c.green} />
          <path d={`m486 ${134 + i * 62}l3 3 5-6`} stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
          <path d={`M506 ${134 + i * 62}H540`} stroke={c.accent} strokeWidth="2" strokeDasharray="4 4" />
        </g>
      ))}
      <rect x="540" y="120" width="74" height="160" rx="12" fill={c.navy} />
      {[140, 160, 180, 200, 220, 240].map((y) => (
        <rect key={y} x="552" y={y} width="50" height="8" rx="4" fill="#3a4475" />
      ))}
      <circle cx="596" cy="262" r="4" fill={c.green} />
      <text x="577" y="306" textAnchor="middle" fill={c.ink} fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.target}
      </text>
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type AssistantArtLabels = {
  title: string;
  question: string;
  answer: readonly [string, string];
  sources: readonly [string, string];
};

/** A company assistant answering from internal documents, with the sources shown. */
export function AssistantArt({ labels }: { labels: AssistantArtLabels }) {
  const id = "assistant-art";
  return (
    <Canvas id={id} backdrop="#f3efff">
      <rect x="70" y="36" width="500" height="328" rx="16" fill="#fff" stroke={c.line} />
      <rect x="70" y="36" width="500" height="52" rx="16" fill={c.navy} />
      <rect x="70" y="70" width="500" height="18" fill={c.navy} />
      <rect x="90" y="50" width="26" height="26" rx="8" fill={`url(#${id}-accent)`} />
      <path d="M103 55l2.4 6.6 6.6 2.4-6.6 2.4-2.4 6.6-2.4-6.6-6.6-2.4 6.6-2.4z" fill="#fff" />
      <text x="128" y="68" fill="#fff" fontSize="14" fontWeight="700" fontFamily={font}>
        {labels.title}
      </text>
      {/* question */}
      <rect x="250" y="108" width="296" height="44" rx="16" fill={c.accentSoft} />
      <text x="268" y="135" fill={c.ink} fontSize="13" fontWeight="600" fontFamily={font}>
        {labels.question}
      </text>
      {/* answer */}
      <rect x="94" y="172" width="340" height="112" rx="16" fill={c.card} stroke={c.line} />
      <text x="112" y="200" fill={c.ink} fontSize="13" fontWeight="600" fontFamily={font}>
        {labels.answer[0]}
      </text>
      <text x="112" y="220" fill={c.ink} fontSize="13" fontFamily={font}>
        {labels.answer[1]}
      </text>
      {labels.sources.map((s, i) => (
        <g key={s}>
          <rect x={112 + i * 152} y="240" width="144" height="28" rx="14" fill="#fff" stroke={c.violet} />
          <rect
            x={124 + i * 152}
            y="248"
            width="10"
            height="12"
            rx="2"
            fill="none"
            stroke={c.violet}
            strokeWidth="1.6"
          />
          <text x={142 + i * 152} y="258" fill="#5b21b6" fontSize="11" fontWeight="600" fontFamily={font}>
            {s}
          </text>
        </g>
      ))}
      {/* input */}
      <rect x="94" y="306" width="452" height="38" rx="19" fill="#fff" stroke={c.line} />
      <rect x="114" y="322" width="140" height="6" rx="3" fill={c.greyLight} />
      <circle cx="526" cy="325" r="14" fill={`url(#${id}-accent)`} />
      <path
        d="M520 325h12m-5-5 5 5-5 5"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type ForecastArtLabels = { title: string; actual: string; forecast: string; today: string };

/** Past values and a forecast band running into the future. */
export function ForecastArt({ labels }: { labels: ForecastArtLabels }) {
  const id = "forecast-art";
  return (
    <Canvas id={id} backdrop="#fff6e6">
      <rect x="50" y="40" width="540" height="320" rx="16" fill="#fff" stroke={c.line} />
      <text x="74" y="76" fill={c.ink} fontSize="15" fontWeight="700" fontFamily={font}>
        {labels.title}
      </text>
      {/* legend */}
      <path d="M340 71h22" stroke={c.accentDark} strokeWidth="3" />
      <text x="368" y="75" fill="#5b6275" fontSize="11.5" fontFamily={font}>
        {labels.actual}
      </text>
      <path d="M450 71h22" stroke={c.violet} strokeWidth="3" strokeDasharray="5 4" />
      <text x="478" y="75" fill="#5b6275" fontSize="11.5" fontFamily={font}>
        {labels.forecast}
      </text>
      {/* grid */}
      {[120, 170, 220, 270, 320].map((y) => (
        <path key={y} d={`M74 ${y}H566`} stroke={c.line} />
      ))}
      {/* forecast band and lines */}
      <path
        d="M380 214C420 190 450 150 490 150s50-40 76-52V150c-26 14-46 44-76 48s-70 30-110 16z"
        fill={c.violet}
        opacity=".14"
      />
      <path
        d="M74 290c30-10 40-40 70-44s40 24 70 16 40-56 70-62 40 30 70 20 20-10 26-6"
        fill="none"
        stroke={c.accentDark}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M380 214c40-18 70-42 110-40s50-26 76-50"
        fill="none"
        stroke={c.violet}
        strokeWidth="3.5"
        strokeDasharray="8 7"
        strokeLinecap="round"
      />
      <path d="M380 100V330" stroke={c.navy} strokeWidth="1.5" strokeDasharray="3 4" />
      <rect x="348" y="330" width="64" height="22" rx="11" fill={c.navy} />
      <text x="380" y="345" textAnchor="middle" fill="#fff" fontSize="11" fontWeight="600" fontFamily={font}>
        {labels.today}
      </text>
      <circle cx="380" cy="214" r="7" fill="#fff" stroke={c.accentDark} strokeWidth="3" />
      <circle cx="566" cy="124" r="7" fill={c.warm} stroke="#fff" strokeWidth="3" />
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type LearningLoopArtLabels = { steps: readonly [string, string, string]; center: string };

/** Build, measure, learn: the loop an MVP runs through, around the product idea. */
export function LearningLoopArt({ labels }: { labels: LearningLoopArtLabels }) {
  const id = "loop-art";
  // Three nodes on the loop at -90°, 30° and 150°.
  const nodes = [
    [320, 70],
    [450, 295],
    [190, 295],
  ] as const;
  const colors = [c.accent, c.violet, c.warm];
  return (
    <Canvas id={id}>
      <circle cx="320" cy="220" r="150" fill="none" stroke={c.accentSoft} strokeWidth="22" />
      {[0, 1, 2].map((i) => {
        const a0 = (-90 + i * 120 + 22) * (Math.PI / 180);
        const a1 = (-90 + (i + 1) * 120 - 22) * (Math.PI / 180);
        const r = 150;
        const x0 = 320 + r * Math.cos(a0);
        const y0 = 220 + r * Math.sin(a0);
        const x1 = 320 + r * Math.cos(a1);
        const y1 = 220 + r * Math.sin(a1);
        return (
          <path
            key={i}
            d={`M${x0.toFixed(1)} ${y0.toFixed(1)}A${r} ${r} 0 0 1 ${x1.toFixed(1)} ${y1.toFixed(1)}`}
            fill="none"
            stroke={`url(#${id}-accent)`}
            strokeWidth="5"
            strokeLinecap="round"
          />
        );
      })}
      {nodes.map(([x, y], i) => (
        <g key={labels.steps[i]}>
          <circle cx={x} cy={y} r="44" fill="#fff" stroke={colors[i]} strokeWidth="5" />
          <text x={x} y={y + 5} textAnchor="middle" fill={c.ink} fontSize="14" fontWeight="700" fontFamily={font}>
            {labels.steps[i]}
          </text>
        </g>
      ))}
      <rect x="250" y="196" width="140" height="48" rx="24" fill={c.navy} />
      <text x="320" y="226" textAnchor="middle" fill="#fff" fontSize="14" fontWeight="700" fontFamily={font}>
        {labels.center}
      </text>
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type PitchArtLabels = { slide: string; amount: string; round: string };

/** A pitch on a laptop: the MVP's growth curve and the funding round it won (dark scene). */
export function PitchArt({ labels }: { labels: PitchArtLabels }) {
  const id = "pitch-art";
  return (
    <Canvas id={id} backdrop="#0b1130">
      <rect x="110" y="50" width="420" height="262" rx="16" fill="#141c45" stroke="#2a3466" strokeWidth="2" />
      <rect x="126" y="66" width="388" height="230" rx="8" fill="#fff" />
      <text x="148" y="100" fill={c.ink} fontSize="16" fontWeight="800" fontFamily={font}>
        {labels.slide}
      </text>
      <rect x="148" y="110" width="120" height="7" rx="3.5" fill={c.greyLight} />
      {[150, 190, 230, 270].map((y) => (
        <path key={y} d={`M148 ${y}H490`} stroke={c.line} />
      ))}
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={160 + i * 54}
          y={270 - (22 + i * i * 4.6)}
          width="30"
          height={22 + i * i * 4.6}
          rx="5"
          fill={i === 5 ? `url(#${id}-accent)` : c.accentSoft}
        />
      ))}
      <path
        d="M175 250c60-10 110-30 160-60s90-70 140-100"
        fill="none"
        stroke={c.violet}
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* laptop base */}
      <path d="M70 312h500l-26 30H96z" fill="#2a3466" />
      <rect x="290" y="312" width="60" height="6" rx="3" fill="#3a4475" />
      {/* funding flag */}
      <g>
        <rect x="388" y="20" width="196" height="84" rx="16" fill={c.warmSoft} />
        <text x="406" y="50" fill={c.ink} fontSize="12.5" fontWeight="600" fontFamily={font}>
          {labels.round}
        </text>
        <text x="406" y="84" fill={c.ink} fontSize="27" fontWeight="800" fontFamily={font}>
          {labels.amount}
        </text>
      </g>
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type CrossPlatformArtLabels = { code: string; stores: readonly [string, string] };

/** One shared codebase published to both app stores (figure of the knowledge article). */
export function CrossPlatformArt({ labels, alt }: { labels: CrossPlatformArtLabels; alt: string }) {
  const id = "xplat-art";
  return (
    <Canvas id={id} alt={alt}>
      {/* code window */}
      <rect x="220" y="20" width="200" height="132" rx="14" fill={c.navy} />
      <circle cx="240" cy="38" r="4" fill="#ff6159" />
      <circle cx="253" cy="38" r="4" fill="#ffbd2e" />
      <circle cx="266" cy="38" r="4" fill="#28c941" />
      {(
        [
          [240, 62, 60, c.violet],
          [306, 62, 70, "#7d8dff"],
          [256, 80, 90, c.greyLight],
          [256, 98, 110, c.warm],
          [256, 116, 70, c.greyLight],
          [240, 134, 40, c.violet],
        ] as const
      ).map(([x, y, w, color], i) => (
        <rect key={i} x={x} y={y} width={w} height="8" rx="4" fill={color} opacity=".9" />
      ))}
      <rect x="240" y="164" width="160" height="32" rx="16" fill={`url(#${id}-accent)`} />
      <text x="320" y="185" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
        {labels.code}
      </text>
      {/* branches */}
      <path d="M320 196v10c0 12-12 18-26 18H216c-16 0-26 6-26 18v2" fill="none" stroke={c.accent} strokeWidth="3" />
      <path d="M320 196v10c0 12 12 18 26 18h78c16 0 26 6 26 18v2" fill="none" stroke={c.accent} strokeWidth="3" />
      {/* phones, each with its store */}
      {[190, 450].map((x, i) => (
        <g key={x}>
          <rect x={x - 46} y="244" width="92" height="146" rx="18" fill="#12151f" />
          <rect x={x - 40} y="250" width="80" height="134" rx="13" fill="#fff" />
          <rect x={x - 40} y="250" width="80" height="38" rx="13" fill={i ? c.green : c.accent} />
          <rect x={x - 28} y="300" width="56" height="14" rx="5" fill={c.card} stroke={c.line} />
          <rect x={x - 28} y="320" width="56" height="14" rx="5" fill={c.card} stroke={c.line} />
          <rect x={x - 28} y="340" width="56" height="14" rx="5" fill={c.card} stroke={c.line} />
          <rect x={i ? x + 52 : x - 146} y="300" width="94" height="28" rx="14" fill="#fff" stroke={c.line} />
          <text
            x={i ? x + 99 : x - 99}
            y="318"
            textAnchor="middle"
            fill={c.ink}
            fontSize="11.5"
            fontWeight="700"
            fontFamily={font}
          >
            {labels.stores[i]}
          </text>
        </g>
      ))}
    </Canvas>
  );
}

/* ------------------------------------------------------------------------------------------------ */

export type GuideArtLabels = { title: string; chapters: readonly [string, string, string, string] };

/** An open guide with chapters and a phone: the teaser of the knowledge article. */
export function GuideArt({ labels }: { labels: GuideArtLabels }) {
  const id = "guide-art";
  return (
    <Canvas id={id}>
      <path d="M80 70c70-14 150-14 230 10v280c-80-24-160-24-230-10z" fill="#fff" stroke={c.line} />
      <path d="M560 70c-70-14-150-14-230 10v280c80-24 160-24 230-10z" fill="#fff" stroke={c.line} />
      <path d="M310 80h20v280h-20z" fill={c.accentSoft} />
      <text x="110" y="118" fill={c.ink} fontSize="17" fontWeight="800" fontFamily={font}>
        {labels.title}
      </text>
      <rect x="110" y="130" width="150" height="7" rx="3.5" fill={c.greyLight} />
      {labels.chapters.map((ch, i) => (
        <g key={ch}>
          <circle cx="122" cy={176 + i * 40} r="12" fill={`url(#${id}-accent)`} />
          <text
            x="122"
            y={180 + i * 40}
            textAnchor="middle"
            fill="#fff"
            fontSize="11"
            fontWeight="700"
            fontFamily={font}
          >
            {i + 1}
          </text>
          <text x="144" y={181 + i * 40} fill={c.ink} fontSize="13" fontWeight="600" fontFamily={font}>
            {ch}
          </text>
        </g>
      ))}
      {[120, 140, 160, 200, 220, 240, 280, 300].map((y, i) => (
        <rect
          key={y}
          x="360"
          y={y}
          width={[160, 140, 170, 150, 166, 120, 158, 130][i]}
          height="7"
          rx="3.5"
          fill={c.greyLight}
        />
      ))}
      <rect x="470" y="210" width="96" height="170" rx="18" fill="#12151f" />
      <rect x="476" y="216" width="84" height="158" rx="13" fill="#fff" />
      <rect x="476" y="216" width="84" height="44" rx="13" fill={`url(#${id}-accent)`} />
      {[272, 296, 320].map((y) => (
        <rect key={y} x="486" y={y} width="64" height="16" rx="5" fill={c.card} stroke={c.line} />
      ))}
      <rect x="486" y="346" width="64" height="16" rx="8" fill={c.warm} />
    </Canvas>
  );
}
