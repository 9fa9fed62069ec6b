/**
 * The iteration loop of our way of working: plan, build, show, learn, around the customer's product.
 * Decorative: the principles next to it carry the meaning.
 */
export function FeedbackLoopArt({ className = "" }: { className?: string }) {
  const font = "Inter Variable, Inter, sans-serif";
  const cx = 240;
  const cy = 215;
  const r = 150;
  const nodes = [
    { label: "Planen", angle: -90, color: "#4f63ff", glyph: "plan" },
    { label: "Bauen", angle: 0, color: "#8b5cf6", glyph: "build" },
    { label: "Zeigen", angle: 90, color: "#f59e0b", glyph: "show" },
    { label: "Lernen", angle: 180, color: "#10b981", glyph: "learn" },
  ] as const;
  const at = (deg: number, radius = r) => {
    const rad = (deg * Math.PI) / 180;
    return { x: cx + radius * Math.cos(rad), y: cy + radius * Math.sin(rad) };
  };
  // Arcs between the nodes, leaving room for the cards; each ends in an arrowhead.
  const arcs = nodes.map((n) => {
    const from = at(n.angle + 24);
    const to = at(n.angle + 66);
    return `M${from.x.toFixed(1)} ${from.y.toFixed(1)}A${r} ${r} 0 0 1 ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
  });
  return (
    <svg viewBox="0 0 480 430" width="480" height="430" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <defs>
        <linearGradient id="loop-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
        <marker id="loop-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0 10 5 0 10z" fill="#7c5cf6" />
        </marker>
      </defs>
      <circle cx={cx} cy={cy} r={r + 52} fill="#eef1ff" />
      <circle cx={cx} cy={cy} r={r} fill="none" stroke="#cfd4ec" strokeWidth="2" strokeDasharray="4 8" />
      {arcs.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="url(#loop-accent)"
          strokeWidth="4"
          strokeLinecap="round"
          markerEnd="url(#loop-arrow)"
        />
      ))}

      {/* the product in the middle */}
      <circle cx={cx} cy={cy} r="78" fill="#fff" stroke="#e3e7f0" />
      <circle cx={cx} cy={cy} r="64" fill="url(#loop-accent)" />
      <text x={cx} y={cy - 8} textAnchor="middle" fill="#fff" fontSize="17" fontWeight="800" fontFamily={font}>
        Ihr Produkt
      </text>
      <text x={cx} y={cy + 12} textAnchor="middle" fill="#e0e5ff" fontSize="11.5" fontFamily={font}>
        wächst mit
      </text>
      <text x={cx} y={cy + 27} textAnchor="middle" fill="#e0e5ff" fontSize="11.5" fontFamily={font}>
        jeder Runde
      </text>

      {nodes.map((n) => {
        const p = at(n.angle);
        return (
          <g key={n.label} transform={`translate(${(p.x - 56).toFixed(1)} ${(p.y - 26).toFixed(1)})`}>
            <rect width="112" height="52" rx="14" fill="#fff" stroke="#e3e7f0" />
            <rect x="0.5" y="0.5" width="111" height="51" rx="13.5" fill="none" stroke={n.color} strokeOpacity=".25" />
            <circle cx="26" cy="26" r="14" fill={n.color} opacity=".14" />
            <Glyph kind={n.glyph} color={n.color} />
            <text x="48" y="31" fill="#0b1130" fontSize="13.5" fontWeight="700" fontFamily={font}>
              {n.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Tiny pictograms inside the node cards, centred on (26, 26). */
function Glyph({ kind, color }: { kind: "plan" | "build" | "show" | "learn"; color: string }) {
  const stroke = {
    stroke: color,
    strokeWidth: 2.2,
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  switch (kind) {
    case "plan":
      return (
        <g {...stroke}>
          <rect x="19" y="20" width="14" height="13" rx="2" />
          <path d="M19 24h14M23 18v4M29 18v4" />
        </g>
      );
    case "build":
      return (
        <g {...stroke}>
          <path d="m22 22-4 4 4 4M30 22l4 4-4 4M27.5 20l-3 12" />
        </g>
      );
    case "show":
      return (
        <g {...stroke}>
          <rect x="18" y="19" width="16" height="11" rx="2" />
          <path d="M23 34h6M26 30v4" />
        </g>
      );
    case "learn":
      return (
        <g {...stroke}>
          <path d="M21.5 29.5a6.5 6.5 0 1 1 9 0c-1 1-1.5 2-1.5 3h-6c0-1-.5-2-1.5-3zM23.5 35h5" />
        </g>
      );
  }
}
