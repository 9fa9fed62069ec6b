/**
 * A drawn award rosette with ribbons. Decorative by default; the award's name is in the text next to it.
 */
export function AwardBadge({
  year,
  label = "Top-Dienstleister",
  className = "",
}: {
  year: number;
  label?: string;
  className?: string;
}) {
  const font = "Inter Variable, Inter, sans-serif";
  // Scalloped edge: 24 points alternating between two radii around (100, 96).
  const points = Array.from({ length: 48 }, (_, i) => {
    const rad = (i * Math.PI) / 24 - Math.PI / 2;
    const radius = i % 2 === 0 ? 78 : 70;
    return `${(100 + radius * Math.cos(rad)).toFixed(1)},${(96 + radius * Math.sin(rad)).toFixed(1)}`;
  }).join(" ");
  const [first = label, ...rest] = label.split("-");
  const second = rest.length ? `${rest.join("-")}` : "";
  return (
    <svg
      viewBox="0 0 200 240"
      width="200"
      height="240"
      aria-hidden="true"
      className={`h-auto ${className || "w-full"}`}
    >
      <defs>
        <linearGradient id="award-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd28a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id="award-ribbon" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4f63ff" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <path d="M62 140 40 226l28-14 16 26 20-86z" fill="url(#award-ribbon)" />
      <path d="M138 140l22 86-28-14-16 26-20-86z" fill="url(#award-ribbon)" opacity=".85" />
      <polygon points={points} fill="url(#award-gold)" />
      <circle cx="100" cy="96" r="58" fill="#0b1130" />
      <circle cx="100" cy="96" r="52" fill="none" stroke="#ffd28a" strokeWidth="1.5" strokeDasharray="2 4" />
      <path d="m100 52 4.4 9 9.9 1.4-7.2 7 1.7 9.8-8.8-4.6-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z" fill="#ffd28a" />
      <text x="100" y="100" textAnchor="middle" fill="#fff" fontSize="14" fontWeight="800" fontFamily={font}>
        {second ? `${first}-` : first}
      </text>
      {second && (
        <text x="100" y="117" textAnchor="middle" fill="#fff" fontSize="12" fontWeight="700" fontFamily={font}>
          {second}
        </text>
      )}
      <text
        x="100"
        y={second ? 138 : 124}
        textAnchor="middle"
        fill="#ffd28a"
        fontSize="15"
        fontWeight="800"
        fontFamily={font}
      >
        {year}
      </text>
    </svg>
  );
}
