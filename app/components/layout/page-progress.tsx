import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useEdition } from "~/lib/page-handle";

/**
 * Thin progress bar and a spinner for screen readers while the next page's code and data load
 * (requirements §2.1 "a spinner shown while loading"). Shown only after 150 ms so fast navigations don't flicker.
 */
export function PageProgress() {
  const { text } = useEdition();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {visible && (
        <>
          <div
            data-testid="page-progress"
            className="bg-accent-gradient h-[3px] w-full origin-left animate-[progress_8s_cubic-bezier(.1,.7,.2,1)_forwards]"
          />
          <div className="fixed right-4 bottom-4 grid size-11 place-items-center rounded-full bg-white shadow-lift">
            <span
              aria-hidden
              className="size-5 animate-spin rounded-full border-2 border-accent-100 border-t-accent-600"
            />
            <span className="sr-only">{text.loading}</span>
          </div>
        </>
      )}
    </div>
  );
}
