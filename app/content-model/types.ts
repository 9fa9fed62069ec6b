import type { z } from "zod";
import type * as blocks from "./schema/blocks";

/**
 * The shapes of the copy (requirements §3 "Static content structures"), inferred from the content
 * schemas (app/content-model/schema/blocks.ts): the sections render them, the files in content/ fill them.
 * Icons and drawings are names there; components resolve them (components/ui/icon.tsx, art.ts).
 */
export type { IconName } from "./schema/fields";

/** A link with its label: buttons and text links. */
export type Action = { label: string; href: string };

export type SectionIntro = z.output<typeof blocks.sectionIntro>;
export type HeroContent = z.output<typeof blocks.hero>;
export type FeatureItem = z.output<typeof blocks.featureItem>;
export type ServiceCardItem = z.output<typeof blocks.serviceCardItem>;
export type IconItem = z.output<typeof blocks.iconItem>;
export type AboutContent = z.output<typeof blocks.aboutSection>;
export type StepColor = z.output<typeof blocks.stepColor>;
export type ProcessStep = z.output<typeof blocks.processStep>;
export type ProcessContent = z.output<typeof blocks.processSection>;
export type FaqItem = z.output<typeof blocks.faqItem>;
export type CheckItem = z.output<typeof blocks.checkItem>;
export type StatItem = z.output<typeof blocks.statItem>;
export type TimelineItem = z.output<typeof blocks.timelineItem>;
export type TocItem = z.output<typeof blocks.tocItem>;
export type CaseStoryContent = z.output<typeof blocks.caseStory>;
export type DiscoveryCallContent = z.output<typeof blocks.discoveryCallBlock>;
export type SplitContent = z.output<typeof blocks.split>;
export type PlatformOption = z.output<typeof blocks.platformOption>;
export type UseCase = z.output<typeof blocks.useCase>;
export type ArticleBlock = z.output<typeof blocks.articleBlock>;
export type ArticleSection = z.output<typeof blocks.articleSection>;
