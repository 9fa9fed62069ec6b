import { paths } from "../paths";
import type { ContentOf } from "./schema/files";
import { shared } from "./shared";
import { serviceKeys, type ServiceKey } from "./services/keys";

export { serviceKeys, type ServiceKey };

/**
 * The services registry: the five services (requirements §2.2–§2.4) and every wording of them, in menu
 * order (services/keys.ts). Menus, cards, the banner, the sitemap and the tests read this one list; each
 * wording is the `entry` of the service's file, content/de/services/<key>.yaml (only that part is
 * loaded here, the page copy stays in the page's own chunk).
 */
const files = import.meta.glob<Pick<ContentOf<"services/software-development">, "entry">>(
  "../../content/de/services/*.yaml",
  { query: "?pick=entry", import: "default", eager: true },
);

export type Service = ContentOf<"services/software-development">["entry"] & { key: ServiceKey; href: string };

/** The services in menu order, each with its page's address. */
export const services: Service[] = serviceKeys.map((key) => ({
  key,
  href: paths.service(key),
  ...files[`../../content/de/services/${key}.yaml`]!.entry,
}));

/** The cards of home and /services (requirements §2.3 item 4, §2.4). */
export const serviceCards = services.map((s) => ({
  icon: s.icon,
  title: s.cardTitle,
  description: s.cardDescription,
  href: s.href,
}));

/** The link line of a service card. */
export const serviceCardMore = shared.serviceCardMore;
