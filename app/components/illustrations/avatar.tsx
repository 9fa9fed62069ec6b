/** Look of an illustrated avatar: people are drawn, never photographed (DESIGN.md §5). */
export type AvatarLook = {
  /** 1 light, 2 medium, 3 dark-medium, 4 dark. */
  skin: 1 | 2 | 3 | 4;
  hair: "short" | "long" | "bun" | "curly";
  hairColor: string;
  background: string;
  beard?: boolean;
  shirt?: string;
};

const skinTones = { 1: "#f3c9a8", 2: "#d9a07a", 3: "#b87a55", 4: "#7d4f35" } as const;

type Props = { look: AvatarLook; size?: number; className?: string; title?: string };

export function Avatar({ look, size = 96, className = "", title }: Props) {
  const skin = skinTones[look.skin];
  const shirt = look.shirt ?? "#141c45";
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={className}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <clipPath id={`clip-${look.hairColor.slice(1)}-${look.skin}`}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#clip-${look.hairColor.slice(1)}-${look.skin})`}>
        <rect width="120" height="120" fill={look.background} />
        {look.hair === "long" && <path d="M33 58c0-22 12-34 27-34s27 12 27 34v44H33z" fill={look.hairColor} />}
        <path d="M22 120c2-22 18-32 38-32s36 10 38 32z" fill={shirt} />
        <path d="M52 78h16v14c0 5-16 5-16 0z" fill={skin} />
        <ellipse cx="60" cy="56" rx="20" ry="23" fill={skin} />
        {look.beard && <path d="M41 58c2 16 9 22 19 22s17-6 19-22c-4 6-10 8-19 8s-15-2-19-8z" fill={look.hairColor} />}
        {look.hair === "short" && (
          <path d="M39 52c-2-16 8-26 21-26s24 8 21 26c-4-8-12-12-21-12s-17 4-21 12z" fill={look.hairColor} />
        )}
        {look.hair === "long" && (
          <path d="M38 56c-1-18 9-28 22-28s23 10 22 28c-6-10-14-14-22-14s-16 4-22 14z" fill={look.hairColor} />
        )}
        {look.hair === "bun" && (
          <>
            <circle cx="60" cy="24" r="10" fill={look.hairColor} />
            <path d="M39 54c-1-17 9-26 21-26s22 9 21 26c-5-9-13-12-21-12s-16 3-21 12z" fill={look.hairColor} />
          </>
        )}
        {look.hair === "curly" && (
          <g fill={look.hairColor}>
            <circle cx="44" cy="40" r="9" />
            <circle cx="55" cy="32" r="10" />
            <circle cx="67" cy="32" r="10" />
            <circle cx="77" cy="41" r="9" />
            <circle cx="40" cy="50" r="6" />
            <circle cx="80" cy="50" r="6" />
          </g>
        )}
        <circle cx="52" cy="58" r="2" fill="#1b1b2a" />
        <circle cx="68" cy="58" r="2" fill="#1b1b2a" />
        <path d="M54 68c3 3 9 3 12 0" stroke="#1b1b2a" strokeWidth="2" strokeLinecap="round" fill="none" opacity=".7" />
      </g>
    </svg>
  );
}
