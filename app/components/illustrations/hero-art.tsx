/**
 * Hero illustration of the home page: a product dashboard, a phone and two floating result cards
 * on the dark hero. Decorative: the heading next to it says everything it shows.
 */
export function HeroArt({ className = "" }: { className?: string }) {
  const font = "Inter Variable, Inter, sans-serif";
  return (
    <svg viewBox="0 0 560 460" width="560" height="460" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <defs>
        <linearGradient id="hero-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <radialGradient id="hero-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#4f63ff" stopOpacity=".45" />
          <stop offset="1" stopColor="#4f63ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="300" cy="220" r="230" fill="url(#hero-glow)" />
      {/* dashboard window */}
      <g>
        <rect x="40" y="60" width="420" height="290" rx="16" fill="#111836" stroke="#2a3466" />
        <path d="M40 76a16 16 0 0 1 16-16h388a16 16 0 0 1 16 16v14H40z" fill="#19214a" />
        <circle cx="60" cy="75" r="4" fill="#ff6159" />
        <circle cx="73" cy="75" r="4" fill="#ffbd2e" />
        <circle cx="86" cy="75" r="4" fill="#28c941" />
        <rect x="56" y="106" width="90" height="228" rx="10" fill="#0d1330" />
        {[124, 148, 172, 196, 220].map((y, i) => (
          <rect
            key={y}
            x="68"
            y={y}
            width={i === 1 ? 66 : 52}
            height="9"
            rx="4.5"
            fill={i === 1 ? "url(#hero-accent)" : "#2a3466"}
          />
        ))}
        <text x="162" y="124" fill="#fff" fontSize="14" fontWeight="700" fontFamily={font}>
          Projekt-Cockpit
        </text>
        <rect x="162" y="134" width="120" height="7" rx="3.5" fill="#2a3466" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={162 + i * 94} y="154" width="84" height="58" rx="10" fill="#17204a" />
            <rect x={174 + i * 94} y="167" width="36" height="6" rx="3" fill="#3a4475" />
            <text x={174 + i * 94} y="198" fill="#fff" fontSize="16" fontWeight="700" fontFamily={font}>
              {["98 %", "6 Wo.", "3×"][i]}
            </text>
          </g>
        ))}
        <rect x="162" y="224" width="274" height="110" rx="10" fill="#17204a" />
        <path
          d="M176 312c24-6 36-30 60-34s36 18 60 12 34-40 58-44 36 12 66-18"
          fill="none"
          stroke="url(#hero-accent)"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M176 312c24-6 36-30 60-34s36 18 60 12 34-40 58-44 36 12 66-18V324H176z" fill="#4f63ff" opacity=".12" />
      </g>
      {/* phone */}
      <g>
        <rect x="400" y="150" width="136" height="266" rx="24" fill="#0a0f26" stroke="#2a3466" strokeWidth="2" />
        <rect x="410" y="160" width="116" height="246" rx="17" fill="#f6f7fb" />
        <rect x="410" y="160" width="116" height="80" rx="17" fill="url(#hero-accent)" />
        <rect x="410" y="220" width="116" height="20" fill="#7c5cf6" opacity="0" />
        <rect x="448" y="166" width="40" height="8" rx="4" fill="#0a0f26" />
        <text x="422" y="206" fill="#fff" fontSize="13" fontWeight="700" fontFamily={font}>
          Guten Morgen
        </text>
        <rect x="422" y="214" width="64" height="6" rx="3" fill="#fff" opacity=".6" />
        {[252, 290, 328].map((y, i) => (
          <g key={y}>
            <rect x="420" y={y} width="96" height="30" rx="8" fill="#fff" stroke="#e3e7f0" />
            <circle cx="434" cy={y + 15} r="7" fill={["#4f63ff", "#ffb84d", "#8b5cf6"][i]} />
            <rect x="446" y={y + 9} width="48" height="5" rx="2.5" fill="#aab1d3" />
            <rect x="446" y={y + 18} width="32" height="4" rx="2" fill="#cfd4ec" />
          </g>
        ))}
        <rect x="420" y="370" width="96" height="24" rx="12" fill="#141c45" />
      </g>
      {/* floating result card */}
      <g>
        <rect x="0" y="300" width="190" height="72" rx="14" fill="#fff" />
        <circle cx="30" cy="336" r="14" fill="#e8fbf1" />
        <path
          d="m23 336 5 5 9-10"
          stroke="#16a34a"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="54" y="331" fill="#0b1130" fontSize="13" fontWeight="700" fontFamily={font}>
          Prototyp live
        </text>
        <text x="54" y="350" fill="#5b6275" fontSize="11.5" fontFamily={font}>
          nach 4 Wochen
        </text>
      </g>
      <g>
        <rect x="330" y="14" width="170" height="60" rx="14" fill="#ffd28a" />
        <text x="348" y="40" fill="#0b1130" fontSize="12" fontWeight="600" fontFamily={font}>
          Release 1.0
        </text>
        <text x="348" y="59" fill="#0b1130" fontSize="15" fontWeight="800" fontFamily={font}>
          Pilot in Woche 6
        </text>
      </g>
    </svg>
  );
}
