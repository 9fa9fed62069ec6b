/**
 * Hero illustration of the about page: a project roadmap with milestones and a small board, a phone
 * prototype being clicked, and two floating notes (feedback round, milestone reached) on the dark hero.
 * Decorative: the text beside it says everything it shows.
 */
export function AboutArt({ className = "" }: { className?: string }) {
  const font = "Inter Variable, Inter, sans-serif";
  const milestones = [
    { x: 72, label: "Kick-off", sub: "Woche 1", done: true },
    { x: 162, label: "Prototyp", sub: "Woche 4", done: true },
    { x: 252, label: "Pilot", sub: "Woche 6", done: true },
    { x: 342, label: "Go-live", sub: "in Planung", done: false },
  ];
  const columns = [
    { x: 56, title: "Geplant", cards: ["#3a4475", "#3a4475", "#3a4475"] },
    { x: 178, title: "In Arbeit", cards: ["#ffb84d", "#7d8dff"] },
    { x: 300, title: "Fertig", cards: ["#34d399", "#34d399", "#34d399"] },
  ];
  return (
    <svg viewBox="0 0 560 460" width="560" height="460" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <defs>
        <linearGradient id="about-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <linearGradient id="about-progress" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <radialGradient id="about-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity=".4" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="280" cy="230" r="230" fill="url(#about-glow)" />

      {/* roadmap window */}
      <g>
        <rect x="30" y="70" width="440" height="310" rx="18" fill="#111836" stroke="#2a3466" />
        <text x="56" y="108" fill="#fff" fontSize="15" fontWeight="700" fontFamily={font}>
          Roadmap
        </text>
        <rect x="56" y="118" width="110" height="7" rx="3.5" fill="#2a3466" />
        <rect x="380" y="94" width="66" height="22" rx="11" fill="#1d2a1f" stroke="#34d399" strokeOpacity=".5" />
        <circle cx="394" cy="105" r="4" fill="#34d399" />
        <text x="404" y="109.5" fill="#a7f3d0" fontSize="11" fontWeight="600" fontFamily={font}>
          im Plan
        </text>

        <line x1="72" y1="168" x2="342" y2="168" stroke="#2a3466" strokeWidth="6" strokeLinecap="round" />
        <line x1="72" y1="168" x2="290" y2="168" stroke="url(#about-progress)" strokeWidth="6" strokeLinecap="round" />
        {milestones.map((m) => (
          <g key={m.label}>
            {m.done ? (
              <>
                <circle cx={m.x} cy="168" r="14" fill="url(#about-accent)" />
                <path
                  d={`m${m.x - 6} 168 4 4 8-9`}
                  stroke="#fff"
                  strokeWidth="2.6"
                  fill="none"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </>
            ) : (
              <circle cx={m.x} cy="168" r="13" fill="#111836" stroke="#3a4475" strokeWidth="3" />
            )}
            <text x={m.x} y="202" textAnchor="middle" fill="#fff" fontSize="12.5" fontWeight="600" fontFamily={font}>
              {m.label}
            </text>
            <text x={m.x} y="219" textAnchor="middle" fill="#8d95c2" fontSize="11" fontFamily={font}>
              {m.sub}
            </text>
          </g>
        ))}

        {columns.map((col) => (
          <g key={col.title}>
            <rect x={col.x} y="240" width="112" height="122" rx="10" fill="#0d1330" />
            <text x={col.x + 12} y="260" fill="#aab1d3" fontSize="10.5" fontWeight="600" fontFamily={font}>
              {col.title}
            </text>
            {col.cards.map((color, i) => (
              <g key={i}>
                <rect x={col.x + 8} y={270 + i * 29} width="96" height="23" rx="6" fill="#1a2350" />
                <rect x={col.x + 8} y={270 + i * 29} width="4" height="23" rx="2" fill={color} />
                <rect x={col.x + 18} y={276 + i * 29} width={i === 1 ? 48 : 62} height="5" rx="2.5" fill="#3a4475" />
                <rect x={col.x + 18} y={285 + i * 29} width="30" height="4" rx="2" fill="#2a3466" />
              </g>
            ))}
          </g>
        ))}
      </g>

      {/* phone prototype with a click */}
      <g>
        <rect x="412" y="196" width="128" height="250" rx="24" fill="#0a0f26" stroke="#2a3466" strokeWidth="2" />
        <rect x="421" y="205" width="110" height="232" rx="17" fill="#f6f7fb" />
        <rect x="421" y="205" width="110" height="74" rx="17" fill="url(#about-accent)" />
        <rect x="421" y="262" width="110" height="17" fill="url(#about-accent)" />
        <rect x="456" y="211" width="40" height="8" rx="4" fill="#0a0f26" />
        <text x="433" y="251" fill="#fff" fontSize="12.5" fontWeight="700" fontFamily={font}>
          Prototyp v3
        </text>
        <rect x="433" y="259" width="54" height="5" rx="2.5" fill="#fff" opacity=".6" />
        {[292, 328].map((y, i) => (
          <g key={y}>
            <rect x="430" y={y} width="92" height="28" rx="8" fill="#fff" stroke="#e3e7f0" />
            <circle cx="444" cy={y + 14} r="6.5" fill={i === 0 ? "#4f63ff" : "#ffb84d"} />
            <rect x="456" y={y + 8} width="46" height="5" rx="2.5" fill="#aab1d3" />
            <rect x="456" y={y + 17} width="30" height="4" rx="2" fill="#cfd4ec" />
          </g>
        ))}
        <rect x="430" y="372" width="92" height="26" rx="13" fill="#141c45" />
        <text x="476" y="389" textAnchor="middle" fill="#fff" fontSize="10.5" fontWeight="600" fontFamily={font}>
          Testen
        </text>
        <circle cx="492" cy="386" r="16" fill="#4f63ff" opacity=".18" />
        <circle cx="492" cy="386" r="9" fill="#4f63ff" opacity=".25" />
        <path
          d="M490 381v22l5.5-5.5 4 8.5 4-2-4-8.5 7.5-.5z"
          fill="#fff"
          stroke="#0b1130"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </g>

      {/* feedback round */}
      <g>
        <rect x="300" y="10" width="226" height="66" rx="16" fill="#fff" />
        <circle cx="332" cy="43" r="16" fill="#e0e5ff" />
        <circle cx="332" cy="39" r="6" fill="#3347e6" />
        <path d="M321 53c2-6 6-8 11-8s9 2 11 8" fill="#3347e6" />
        <circle cx="356" cy="43" r="16" fill="#ffe6c2" stroke="#fff" strokeWidth="3" />
        <circle cx="356" cy="39" r="6" fill="#b0703a" />
        <path d="M345 53c2-6 6-8 11-8s9 2 11 8" fill="#b0703a" />
        <text x="382" y="38" fill="#0b1130" fontSize="13" fontWeight="700" fontFamily={font}>
          Feedback-Runde
        </text>
        <text x="382" y="57" fill="#5b6275" fontSize="11.5" fontFamily={font}>
          alle zwei Wochen
        </text>
      </g>

      {/* milestone reached */}
      <g>
        <rect x="0" y="392" width="206" height="62" rx="14" fill="#ffd28a" />
        <circle cx="30" cy="423" r="14" fill="#fff" />
        <path
          d="m23 423 5 5 9-10"
          stroke="#16a34a"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="54" y="418" fill="#0b1130" fontSize="12" fontWeight="600" fontFamily={font}>
          Meilenstein erreicht
        </text>
        <text x="54" y="437" fill="#0b1130" fontSize="13.5" fontWeight="800" fontFamily={font}>
          Pilot läuft
        </text>
      </g>
    </svg>
  );
}
