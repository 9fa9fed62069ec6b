/**
 * The five services (requirements §2.2–§2.4), in menu order: each has a page at /services/<key> with
 * its copy in content/<language>/services/<key>.yaml. Plain data: the route table loads this file
 * outside Vite.
 */
export const serviceKeys = [
  "software-development",
  "ai-development",
  "web-development",
  "app-development",
  "mvps",
] as const;

export type ServiceKey = (typeof serviceKeys)[number];
