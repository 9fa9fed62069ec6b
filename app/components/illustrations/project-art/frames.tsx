import { useId } from "react";

/**
 * Building blocks of the project illustrations: the canvas and the device frames (browser, phone,
 * tablet, monitor, laptop). Every scene draws on the same 640 × 400 canvas, so cards and headers keep
 * one aspect ratio and the width/height attributes reserve the space before the SVG is laid out.
 */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 400;
export const FONT = "Inter Variable, Inter, ui-sans-serif, system-ui, sans-serif";

/** Ids for gradients and clip paths; useId keeps them unique when one scene appears twice on a page. */
export function useArtIds<const T extends string>(...names: T[]): Record<T, string> {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return Object.fromEntries(names.map((n) => [n, `art-${base}-${n}`])) as Record<T, string>;
}

type ArtSvgProps = {
  /** Alt text; an empty string marks the image as decorative (e.g. inside a labelled link). */
  alt: string;
  className?: string;
  /** Canvas colour and the two soft glows behind the devices. */
  backdrop: string;
  glow: readonly [string, string];
  children: React.ReactNode;
};

export function ArtSvg({ alt, className = "", backdrop, glow, children }: ArtSvgProps) {
  const ids = useArtIds("dots");
  return (
    <svg
      viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
      className={`block h-auto w-full ${className}`}
    >
      <defs>
        <pattern id={ids.dots} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#0b1130" opacity=".07" />
        </pattern>
      </defs>
      <rect width={ART_WIDTH} height={ART_HEIGHT} fill={backdrop} />
      <rect width={ART_WIDTH} height={ART_HEIGHT} fill={`url(#${ids.dots})`} />
      <circle cx="580" cy="30" r="170" fill={glow[0]} opacity=".14" />
      <circle cx="30" cy="390" r="140" fill={glow[1]} opacity=".16" />
      {children}
    </svg>
  );
}

/** A rounded text placeholder line. */
export function Line({ x, y, w, h = 6, fill = "#c9cfdd", opacity }: LineProps) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />;
}
type LineProps = { x: number; y: number; w: number; h?: number; fill?: string; opacity?: number };

/** SVG text in the site's font. */
export function Label({
  x,
  y,
  size = 11,
  weight = 600,
  fill = "#0b1130",
  anchor,
  children,
}: {
  x: number;
  y: number;
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  children: React.ReactNode;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={fill} fontFamily={FONT} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** Soft drop shadow drawn as an offset, blurred-looking stack of translucent shapes (no filters: cheap to paint). */
function Shadow({ x, y, w, h, rx }: { x: number; y: number; w: number; h: number; rx: number }) {
  return (
    <g fill="#0b1130">
      <rect x={x + 4} y={y + 14} width={w - 8} height={h} rx={rx} opacity=".06" />
      <rect x={x + 2} y={y + 7} width={w - 4} height={h} rx={rx} opacity=".06" />
    </g>
  );
}

type FrameProps = { x: number; y: number; w: number; h: number; children?: React.ReactNode };

/**
 * Browser window. The content area starts below the 28 px toolbar; children are drawn in content
 * coordinates (0,0 = top left of the page) and clipped to the window's rounded corners.
 */
export function Browser({ x, y, w, h, url, dark = false, children }: FrameProps & { url?: string; dark?: boolean }) {
  const ids = useArtIds("clip");
  const bar = 28;
  return (
    <g>
      <Shadow x={x} y={y} w={w} h={h} rx={14} />
      <rect x={x} y={y} width={w} height={h} rx="14" fill={dark ? "#0f172a" : "#fff"} />
      <path
        d={`M${x} ${y + 14}a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v${bar - 14}H${x}z`}
        fill={dark ? "#1e293b" : "#eef0f6"}
      />
      <circle cx={x + 18} cy={y + 14} r="4" fill="#ff6159" />
      <circle cx={x + 31} cy={y + 14} r="4" fill="#ffbd2e" />
      <circle cx={x + 44} cy={y + 14} r="4" fill="#28c941" />
      {url && (
        <g>
          <rect
            x={x + w / 2 - 110}
            y={y + 7}
            width="220"
            height="14"
            rx="7"
            fill={dark ? "#0f172a" : "#fff"}
            stroke={dark ? "#334155" : "#dde1ea"}
          />
          <Label x={x + w / 2} y={y + 17.5} size={8.5} weight={500} fill={dark ? "#94a3b8" : "#5b6275"} anchor="middle">
            {url}
          </Label>
        </g>
      )}
      <clipPath id={ids.clip}>
        <rect x="0" y={-14} width={w} height={h - bar + 14} rx="14" />
      </clipPath>
      <g transform={`translate(${x} ${y + bar})`}>
        <g clipPath={`url(#${ids.clip})`}>{children}</g>
      </g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill="none" stroke={dark ? "#334155" : "#d6dbe7"} />
    </g>
  );
}

/**
 * Smartphone. Children are drawn in screen coordinates (0,0 = top left of the display,
 * width w − 16, height h − 16) and clipped to the display's corners. `tilt` rotates the phone in degrees.
 */
export function Phone({
  x,
  y,
  w = 172,
  h = 344,
  tilt = 0,
  screen = "#fff",
  children,
}: Partial<FrameProps> & { x: number; y: number; tilt?: number; screen?: string }) {
  const ids = useArtIds("clip");
  const sw = w - 16;
  const sh = h - 16;
  return (
    <g transform={tilt ? `rotate(${tilt} ${x + w / 2} ${y + h / 2})` : undefined}>
      <Shadow x={x} y={y} w={w} h={h} rx={30} />
      <rect x={x} y={y} width={w} height={h} rx="30" fill="#111522" />
      <rect x={x + 1.5} y={y + 1.5} width={w - 3} height={h - 3} rx="28.5" fill="none" stroke="#3b4256" />
      <clipPath id={ids.clip}>
        <rect width={sw} height={sh} rx="22" />
      </clipPath>
      <g transform={`translate(${x + 8} ${y + 8})`}>
        <g clipPath={`url(#${ids.clip})`}>
          <rect width={sw} height={sh} fill={screen} />
          {children}
        </g>
        <rect x={sw / 2 - 26} y="7" width="52" height="13" rx="6.5" fill="#111522" />
      </g>
    </g>
  );
}

/** Tablet in landscape. Children are drawn in screen coordinates (width w − 28, height h − 28). */
export function Tablet({ x, y, w, h, children }: FrameProps) {
  const ids = useArtIds("clip");
  return (
    <g>
      <Shadow x={x} y={y} w={w} h={h} rx={24} />
      <rect x={x} y={y} width={w} height={h} rx="24" fill="#1a1f2e" />
      <circle cx={x + 7} cy={y + h / 2} r="2.5" fill="#3b4256" />
      <clipPath id={ids.clip}>
        <rect width={w - 28} height={h - 28} rx="10" />
      </clipPath>
      <g transform={`translate(${x + 14} ${y + 14})`}>
        <g clipPath={`url(#${ids.clip})`}>
          <rect width={w - 28} height={h - 28} fill="#fff" />
          {children}
        </g>
      </g>
    </g>
  );
}

/** Desktop monitor with stand. Children are drawn in screen coordinates (width w − 20, height h − 20). */
export function Monitor({ x, y, w, h, children }: FrameProps) {
  const ids = useArtIds("clip");
  const cx = x + w / 2;
  return (
    <g>
      <path d={`M${cx - 34} ${y + h}h68l10 36h-88z`} fill="#c3c9d8" />
      <rect x={cx - 78} y={y + h + 34} width="156" height="9" rx="4.5" fill="#aab1c4" />
      <Shadow x={x} y={y} w={w} h={h} rx={14} />
      <rect x={x} y={y} width={w} height={h} rx="14" fill="#1a1f2e" />
      <clipPath id={ids.clip}>
        <rect width={w - 20} height={h - 20} rx="5" />
      </clipPath>
      <g transform={`translate(${x + 10} ${y + 10})`}>
        <g clipPath={`url(#${ids.clip})`}>
          <rect width={w - 20} height={h - 20} fill="#fff" />
          {children}
        </g>
      </g>
    </g>
  );
}

/** Laptop: screen and base. Children are drawn in screen coordinates (width w − 24, height h − 22). */
export function Laptop({ x, y, w, h, children }: FrameProps) {
  const ids = useArtIds("clip");
  return (
    <g>
      <Shadow x={x} y={y} w={w} h={h} rx={14} />
      <rect x={x} y={y} width={w} height={h} rx="14" fill="#1a1f2e" />
      <clipPath id={ids.clip}>
        <rect width={w - 24} height={h - 22} rx="4" />
      </clipPath>
      <g transform={`translate(${x + 12} ${y + 12})`}>
        <g clipPath={`url(#${ids.clip})`}>
          <rect width={w - 24} height={h - 22} fill="#fff" />
          {children}
        </g>
      </g>
      <path d={`M${x - 30} ${y + h}h${w + 60}l-8 14a10 10 0 0 1-8 4H${x - 14}a10 10 0 0 1-8-4z`} fill="#c3c9d8" />
      <rect x={x + w / 2 - 36} y={y + h} width="72" height="5" rx="2.5" fill="#aab1c4" />
    </g>
  );
}

/** A white floating card with a soft shadow, used for callouts beside the devices. */
export function FloatCard({ x, y, w, h, children }: FrameProps) {
  return (
    <g>
      <Shadow x={x} y={y} w={w} h={h} rx={14} />
      <rect x={x} y={y} width={w} height={h} rx="14" fill="#fff" stroke="#e3e7f0" />
      <g transform={`translate(${x} ${y})`}>{children}</g>
    </g>
  );
}

/** A check mark in a filled circle. */
export function Check({ cx, cy, r = 8, fill }: { cx: number; cy: number; r?: number; fill: string }) {
  const s = r / 8;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M${cx - 3.5 * s} ${cy}l${2.5 * s} ${2.5 * s} ${4.5 * s}-${5 * s}`}
        fill="none"
        stroke="#fff"
        strokeWidth={1.8 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}
