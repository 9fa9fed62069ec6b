import { useId } from "react";
import { site } from "~/content/site";

/** Brand mark (a spring that turns into code brackets) and wordmark. */
export function Logo({ className = "" }: { className?: string }) {
  // Header, mobile menu and footer each draw the mark: every copy needs its own gradient id.
  const gradient = `${useId()}logo`;
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f63ff" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="16" r="2.2" fill="#ffd28a" />
      </svg>
      <span className="text-[1.3rem] font-bold tracking-tight">{site.name}</span>
    </span>
  );
}
