import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the file
 * is compiled when the file is, instead of the first time it is called.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the compile hint on top of every chunk of the browser's build. A page's chunks run only when
 * they are needed (hydration when the visitor reaches for the app, docs/decisions/0006), and then nearly every
 * function in them runs at once: compiled lazily, React's hydration compiled its own code while it
 * ran, inside the task of a visitor's second tap (86 of its 141 ms on a phone profile, issue 42). With
 * the hint the chunk is compiled with the script, off the main thread where Chrome streams it.
 * Added after minification, which would strip the comment.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle: {
      // Last: Vite's own generateBundle rewrites the chunks that import others lazily (their preload
      // lists) from the code it saw, which would drop a hint put on before.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
