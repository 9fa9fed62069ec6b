import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

/**
 * When no page module could be loaded, no route names its edition (lib/page-handle.ts): the error
 * page must still render (the status, and the cause in development) instead of failing a second
 * time on the missing words, which turned the first request of `npm run dev` into a bare 500.
 */
describe("the root error page without an edition", () => {
  it("shows the status and, in development, the cause", async () => {
    const routes = [
      {
        id: "broken",
        path: "/",
        loader: () => {
          throw new Error("module failed to load");
        },
        Component: () => null,
        ErrorBoundary,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const html = renderToStaticMarkup(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    expect(html).toContain("<h1");
    expect(html).toContain(">500<");
    expect(html).toContain("module failed to load");
  });
});
