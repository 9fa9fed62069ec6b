import { type RouteConfig, route } from "@react-router/dev/routes";
import { pageRoutes } from "./route-table";

// Explicit route table (requirements §2.1). Aliases get their own ids so one module can serve several paths.
export default pageRoutes.flatMap((r) => [
  route(r.path, r.file, { id: r.id }),
  ...(r.aliases ?? []).map((alias, i) => route(alias, r.file, { id: `${r.id}-alias-${i + 1}` })),
]) satisfies RouteConfig;
