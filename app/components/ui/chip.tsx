export function Chip({ children, tone = "light" }: { children: React.ReactNode; tone?: "light" | "dark" | "accent" }) {
  const tones = {
    light: "border-hairline bg-surface text-heading",
    dark: "border-white/15 bg-white/5 text-ink-200",
    accent: "border-accent-100 bg-accent-50 text-accent-700",
  };
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-1 text-[0.8rem] font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}
