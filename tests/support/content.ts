import { paths } from "../../app/paths";
import type { ContentFile, ContentOf } from "../../app/pages/registry";
import { serviceKeys } from "../../app/content-model/services/keys";
import { site } from "../../app/content-model/site";
import { contentFiles, readFilledContent } from "../../vite/content-data";

/**
 * The site's copy as the browser tests read it: the files in content/, checked and with their
 * placeholders filled exactly as the build does (vite/content-data.ts), so a test follows an editor's
 * change instead of breaking on it. Browser tests run outside Vite: this is their way in.
 */
export function content<F extends Exclude<ContentFile, `${string}*`>>(file: F, language = "de"): ContentOf<F> {
  const [path] = contentFiles().filter((name) => name.replace(/\.\w+$/, "") === `content/${language}/${file}`);
  if (!path) throw new Error(`no content file content/${language}/${file}`);
  return readFilledContent<ContentOf<F>>(path);
}

const layout = content("layout");

/** Words of the page chrome: header, menus, footer. */
export const interfaceText = layout.interface;

/** The main menu's labels (content) with their fixed targets (app/content-model/navigation.ts). */
export const mainNav = {
  home: { label: layout.navigation.main.home, href: paths.home },
  services: { label: layout.navigation.main.services, href: paths.services },
  references: { label: layout.navigation.main.references, href: paths.references },
  about: { label: layout.navigation.main.about, href: paths.about },
  contact: { label: layout.navigation.main.contact, href: paths.contact },
  conference: { label: layout.navigation.main.conference, href: site.conference.url },
};

/** The five services of the Leistungen menu, in menu order. */
export const serviceNav = serviceKeys.map((key) => ({
  key,
  label: content(`services/${key}`).entry.label,
  href: paths.service(key),
}));
