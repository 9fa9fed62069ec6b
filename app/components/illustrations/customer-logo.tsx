import type { CustomerMark } from "~/content/customers";

const GLYPH_WIDTH = 30;

/** A monochrome wordmark in currentColor, drawn from the customer's name. */
export function CustomerLogo({ mark }: { mark: CustomerMark }) {
  const { text, weight, tracking = 0, italic, glyph } = mark.style;
  // Rough advance width of Inter at 26 px, so the viewBox fits the word without measuring.
  const width = Math.round(
    text.length * (weight >= 700 ? 17 : 15.5) + text.length * tracking + (glyph ? GLYPH_WIDTH : 0) + 4,
  );
  return (
    <svg viewBox={`0 0 ${width} 40`} width={width} height="40" role="img" aria-label={mark.name} className="h-8 w-auto">
      {glyph && <Glyph kind={glyph} />}
      <text
        x={glyph ? GLYPH_WIDTH : 0}
        y="29"
        fill="currentColor"
        fontFamily="Inter Variable, Inter, sans-serif"
        fontSize="26"
        fontWeight={weight}
        fontStyle={italic ? "italic" : undefined}
        letterSpacing={tracking}
      >
        {text}
      </text>
    </svg>
  );
}

function Glyph({ kind }: { kind: NonNullable<CustomerMark["style"]["glyph"]> }) {
  switch (kind) {
    case "circle":
      return <circle cx="11" cy="20" r="9" fill="currentColor" />;
    case "ring":
      return <circle cx="11" cy="20" r="8" fill="none" stroke="currentColor" strokeWidth="4" />;
    case "square":
      return <rect x="2" y="11" width="18" height="18" rx="3" fill="currentColor" />;
    case "bars":
      return (
        <g fill="currentColor">
          <rect x="2" y="12" width="5" height="16" rx="1" />
          <rect x="9" y="8" width="5" height="20" rx="1" />
          <rect x="16" y="16" width="5" height="12" rx="1" />
        </g>
      );
    case "arrow":
      return (
        <path
          d="M2 20h16m-7-8 8 8-8 8"
          stroke="currentColor"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case "leaf":
      return (
        <path
          d="M3 30C3 16 11 9 21 9c0 12-7 21-18 21zm0 0 10-10"
          fill="currentColor"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      );
    case "spark":
      return (
        <path
          d="M11 8l2.8 9.2L23 20l-9.2 2.8L11 32l-2.8-9.2L-1 20l9.2-2.8z"
          fill="currentColor"
          transform="translate(1 0) scale(.9)"
        />
      );
  }
}
