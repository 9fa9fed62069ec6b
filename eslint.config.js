import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports flow one way (README, "Layout of the code"): route modules → pages → sections → ui, all of them
 * may read the content model; the content model is plain data that imports no code of the site; a page
 * type's registration (page-type.ts) is data too; the server takes from app/ only the shared form
 * contract and the content model. A wrong import fails `npm run lint` (and so `npm test`).
 */
/** The route modules: one per page and edition, in their page type's folder (about.de.tsx, about.en.tsx). */
const routeModules = ["./app/pages/**/*.de.tsx", "./app/pages/**/*.en.tsx"];
/** What the build configuration, the admin and the browser tests load outside Vite. */
const pageTypeModules = ["./app/pages/registry.ts", "./app/pages/define-page-type.ts", "./app/pages/**/page-type.ts"];
const boundaries = [
  {
    target: "./app/content-model",
    from: [
      "./app/components",
      "./app/pages",
      "./app/routes",
      "./app/contact",
      "./app/lib",
      "./app/hooks",
      "./app/root.tsx",
      "./app/routes.ts",
      "./app/route-table.ts",
      "./app/entry.server.tsx",
    ],
    message:
      "app/content-model is plain typed data: it imports no components, routes, hooks or helpers (types: content-model/types.ts).",
  },
  {
    target: "./app/components/ui",
    from: ["./app/components/sections", "./app/components/layout", "./app/contact", "./app/pages", "./app/routes"],
    message: "ui primitives are the bottom layer: routes → pages → sections → ui.",
  },
  {
    target: ["./app/components/sections", "./app/components/layout", "./app/contact"],
    from: ["./app/pages", "./app/routes", "./app/root.tsx"],
    message: "Sections and layout render props; only pages compose them (route modules → pages → sections → ui).",
  },
  {
    target: "./app",
    from: routeModules,
    message: "A page is shared by its German and English route modules; nothing imports a route module.",
  },
  {
    target: routeModules,
    from: ["./app/components/**", "./app/contact/**"],
    message:
      "A route module hands its content file and edition to its page (its folder's *-page.tsx), which composes sections.",
  },
  {
    target: pageTypeModules,
    from: ["./app/components/**", "./app/contact/**", "./app/lib/**", "./app/hooks/**", "./app/pages/**/*.tsx"],
    message:
      "A page type (page-type.ts) is data: schemas, routes, locked texts, admin words; no components or helpers.",
  },
  {
    target: "./app/components/sections",
    from: "./app/components/layout",
    message: "Sections do not depend on the page chrome.",
  },
  {
    target: ["./app/lib", "./app/hooks", "./app/paths.ts"],
    from: ["./app/components", "./app/pages", "./app/routes"],
    message: "lib, hooks and paths sit below the components.",
  },
  {
    target: ["./app/lib", "./app/hooks", "./app/paths.ts"],
    from: "./app/contact",
    except: ["./contact-fields.ts"],
    message: "lib, hooks and paths sit below the components (the form's field contract is plain data).",
  },
  {
    target: "./app",
    from: ["./server", "./scripts", "./tests", "./vite", "./admin", "./keystatic.config.ts"],
    message: "The site never imports server, build, test or admin code (the admin adds nothing to the public pages).",
  },
  {
    target: ["./server", "./scripts"],
    from: "./app",
    // request-context.server.ts is the typed hand-over from Express to React Router (nonce, form
    // outcome); the route table tells the development server which pages production prerenders.
    except: [
      "./contact/contact-fields.ts",
      "./contact/contact-schema.ts",
      "./stats/visit.ts",
      "./styles/tokens.css",
      "./content-model",
      "./pages/registry.ts",
      "./paths.ts",
      "./route-table.ts",
      "./lib/request-context.server.ts",
      // The site search's index, its query contract and its searchable kinds (built and queried outside Vite).
      "./search/search-contract.ts",
      "./search/search-engine.ts",
      "./search/search-query.ts",
      "./search/searchable-kinds.ts",
    ],
    message:
      "The server takes from app/ only the shared form contract (contact-fields, contact-schema, stats/visit), the content model and its registry, paths, the route table, the request context the design tokens (the statistics dashboard) and the search's index and query contract.",
  },
  {
    target: ["./app", "./server"],
    from: "./tests",
    message: "Test helpers (tests/support) are for tests only.",
  },
];

export default tseslint.config(
  { ignores: ["build*/**", "data/**", ".react-router/**", "shots/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    settings: {
      // Resolves `~/…` and relative imports the way TypeScript does, so the zones see real paths.
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { zones: boundaries }],
    },
  },
  {
    // Tests may reach across the layers they test.
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "import/no-restricted-paths": "off" },
  },
);
