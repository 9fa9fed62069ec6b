/**
 * Drawn device mock-ups with a stylised interface in a project's own colours (DESIGN.md §5).
 * One component, three devices, so every project image shares a visual language.
 */
export type MockupProps = {
  device: "browser" | "phone" | "desktop";
  /** Main brand colour of the project. */
  primary: string;
  /** Secondary colour for charts and highlights. */
  secondary: string;
  /** Background of the canvas behind the device. */
  backdrop?: string;
  /** Short word shown in the app bar, e.g. the product name. */
  label: string;
  /** Alt text; leave empty for a decorative image. */
  alt?: string;
  className?: string;
};

/** Canvas size of every mock-up; width and height attributes keep the layout from shifting. */
export const MOCKUP_WIDTH = 640;
export const MOCKUP_HEIGHT = 400;

export function DeviceMockup({
  device,
  primary,
  secondary,
  backdrop = "#eef1ff",
  label,
  alt,
  className = "",
}: MockupProps) {
  return (
    <svg
      viewBox={`0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}`}
      width={MOCKUP_WIDTH}
      height={MOCKUP_HEIGHT}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`h-auto w-full ${className}`}
    >
      <rect width={MOCKUP_WIDTH} height={MOCKUP_HEIGHT} fill={backdrop} />
      <circle cx="560" cy="60" r="120" fill={primary} opacity=".10" />
      <circle cx="70" cy="360" r="90" fill={secondary} opacity=".12" />
      {device === "phone" ? (
        <PhoneUi primary={primary} secondary={secondary} label={label} />
      ) : (
        <BrowserUi primary={primary} secondary={secondary} label={label} desktop={device === "desktop"} />
      )}
    </svg>
  );
}

type UiProps = { primary: string; secondary: string; label: string };

function BrowserUi({ primary, secondary, label, desktop }: UiProps & { desktop: boolean }) {
  return (
    <g>
      <rect x="70" y="48" width="500" height="316" rx="14" fill="#fff" stroke="#d9deea" />
      {/* window chrome */}
      <path d="M70 62a14 14 0 0 1 14-14h472a14 14 0 0 1 14 14v18H70z" fill={desktop ? "#1f2433" : "#f1f3f8"} />
      <circle cx="90" cy="64" r="4.5" fill="#ff6159" />
      <circle cx="104" cy="64" r="4.5" fill="#ffbd2e" />
      <circle cx="118" cy="64" r="4.5" fill="#28c941" />
      {!desktop && <rect x="200" y="57" width="240" height="14" rx="7" fill="#fff" stroke="#e1e5ee" />}
      {/* sidebar */}
      <rect x="70" y="80" width="110" height="284" fill={primary} />
      <text x="86" y="108" fill="#fff" fontSize="15" fontWeight="700" fontFamily="Inter Variable, Inter, sans-serif">
        {label}
      </text>
      {[132, 158, 184, 210].map((y, i) => (
        <rect
          key={y}
          x="86"
          y={y}
          width={i === 0 ? 78 : 62}
          height="10"
          rx="5"
          fill="#fff"
          opacity={i === 0 ? 0.95 : 0.45}
        />
      ))}
      {/* stat cards */}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={198 + i * 122} y="98" width="110" height="64" rx="10" fill="#f6f7fb" stroke="#e6e9f2" />
          <rect x={210 + i * 122} y="112" width="44" height="7" rx="3.5" fill="#b8bfd3" />
          <rect
            x={210 + i * 122}
            y="130"
            width={60 - i * 8}
            height="16"
            rx="5"
            fill={i === 1 ? secondary : primary}
            opacity={i === 2 ? 0.55 : 1}
          />
        </g>
      ))}
      {/* chart */}
      <rect x="198" y="176" width="232" height="170" rx="10" fill="#f6f7fb" stroke="#e6e9f2" />
      {[40, 70, 55, 95, 80, 120, 105].map((h, i) => (
        <rect
          key={i}
          x={214 + i * 30}
          y={330 - h}
          width="18"
          height={h}
          rx="4"
          fill={i === 5 ? secondary : primary}
          opacity={i === 5 ? 1 : 0.75}
        />
      ))}
      {/* list */}
      <rect x="442" y="176" width="110" height="170" rx="10" fill="#f6f7fb" stroke="#e6e9f2" />
      {[196, 232, 268, 304].map((y, i) => (
        <g key={y}>
          <circle cx="460" cy={y + 6} r="8" fill={i % 2 ? secondary : primary} opacity=".85" />
          <rect x="474" y={y} width="62" height="6" rx="3" fill="#b8bfd3" />
          <rect x="474" y={y + 10} width="40" height="5" rx="2.5" fill="#d5dae6" />
        </g>
      ))}
    </g>
  );
}

function PhoneUi({ primary, secondary, label }: UiProps) {
  return (
    <g>
      {/* second, tilted phone in the back for depth */}
      <g transform="rotate(-8 250 210)">
        <rect x="150" y="50" width="170" height="320" rx="28" fill="#1a1f2e" />
        <rect x="160" y="60" width="150" height="300" rx="20" fill="#f6f7fb" />
        <rect x="160" y="60" width="150" height="90" rx="20" fill={secondary} opacity=".9" />
        {[170, 210, 250, 290].map((y) => (
          <rect key={y} x="174" y={y} width="122" height="28" rx="8" fill="#fff" stroke="#e6e9f2" />
        ))}
      </g>
      <rect x="330" y="30" width="180" height="340" rx="30" fill="#12151f" />
      <rect x="340" y="40" width="160" height="320" rx="22" fill="#fff" />
      <rect x="395" y="46" width="50" height="10" rx="5" fill="#12151f" />
      <rect x="340" y="40" width="160" height="108" rx="22" fill={primary} />
      <rect x="340" y="120" width="160" height="28" fill={primary} />
      <text x="356" y="92" fill="#fff" fontSize="16" fontWeight="700" fontFamily="Inter Variable, Inter, sans-serif">
        {label}
      </text>
      <rect x="356" y="104" width="90" height="8" rx="4" fill="#fff" opacity=".6" />
      {[0, 1].map((i) => (
        <g key={i}>
          <rect x={352 + i * 76} y="162" width="68" height="76" rx="12" fill="#f6f7fb" stroke="#e6e9f2" />
          <circle cx={386 + i * 76} cy="190" r="14" fill={i ? secondary : primary} opacity=".85" />
          <rect x={366 + i * 76} y="214" width="40" height="6" rx="3" fill="#b8bfd3" />
        </g>
      ))}
      {[252, 286].map((y) => (
        <g key={y}>
          <rect x="352" y={y} width="136" height="26" rx="8" fill="#f6f7fb" stroke="#e6e9f2" />
          <rect x="362" y={y + 10} width="60" height="6" rx="3" fill="#b8bfd3" />
          <rect x="452" y={y + 7} width="28" height="12" rx="6" fill={secondary} />
        </g>
      ))}
      <rect x="352" y="322" width="136" height="26" rx="13" fill={primary} />
      <rect x="396" y="332" width="48" height="6" rx="3" fill="#fff" />
    </g>
  );
}
