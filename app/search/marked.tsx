import { Fragment } from "react";
import type { Segment } from "./snippet";

/** A result's title or snippet with the words the query matched in <mark>; every text stays text. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}
