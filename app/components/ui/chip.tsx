export function Chip({ children, tone = "light" }: { children: React.ReactNode; tone?: "light" | "dark" | "accent" }) {
  return <span className={tone === "light" ? "chip" : `chip chip-${tone}`}>{children}</span>;
}
