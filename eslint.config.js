import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports flow one way (README, "Layout of the code"): routes → pages → sections → ui, all of them may read
 * content; content is plain data that imports no code of the site; the server takes from app/ only
 * the shared form contract and content. A wrong import fails `npm run lint` (and so `npm test`).
 */
const boundaries = [
  {
    target: "./app/content",
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
      "app/content is plain typed data: it imports no components, routes, hooks or helpers (types: content/types.ts).",
  },
  {
    target: "./app/components/ui",
    from: ["./app/components/sections", "./app/components/layout", "./app/contact", "./app/pages", "./app/routes"],
    message: "ui primitives are the bottom layer: routes → pages → sections → ui.",
  },
  {
    target: ["./app/components/sections", "./app/components/layout", "./app/contact"],
    from: ["./app/pages", "./app/routes", "./app/root.tsx"],
    message: "Sections and layout render props; only pages compose them (routes → pages → sections → ui).",
  },
  {
    target: "./app/pages",
    from: "./app/routes",
    message: "A page is shared by its German and English route modules; it does not know them.",
  },
  {
    target: "./app/routes",
    from: ["./app/components", "./app/contact"],
    message: "A route module hands its content file and edition to its page (app/pages), which composes sections.",
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
      "./content",
      "./paths.ts",
      "./route-table.ts",
      "./lib/request-context.server.ts",
    ],
    message:
      "The server takes from app/ only the shared form contract (contact-fields, contact-schema, stats/visit), content, paths, the route table, the request context and the design tokens (the statistics dashboard).",
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
