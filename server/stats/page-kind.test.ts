import { describe, expect, it } from "vitest";
import { enPaths, paths } from "../../app/paths";
import { pageKindOf } from "./page-kind";

describe("pageKindOf", () => {
  it("names every page's kind from the paths registry, in both editions", () => {
    for (const at of [paths, enPaths]) {
      expect(pageKindOf(at.home)).toBe("home");
      expect(pageKindOf(at.services)).toBe("overview");
      expect(pageKindOf(at.service("mvps"))).toBe("service");
      expect(pageKindOf(at.reference("edeka"))).toBe("reference");
      expect(pageKindOf(at.reference("dyno2"))).toBe("reference");
      expect(pageKindOf(at.knowledge)).toBe("article");
      expect(pageKindOf(at.webLanding)).toBe("landing");
      expect(pageKindOf(at.contact)).toBe("contact");
      expect(pageKindOf(at.privacy)).toBe("legal");
      expect(pageKindOf(at.impressum)).toBe("legal");
      // The articles (issue 37): each article is an article; the index, its pages and topics are lists.
      expect(pageKindOf(at.article("was-kostet-eine-app"))).toBe("article");
      expect(pageKindOf(at.articles)).toBe("overview");
      expect(pageKindOf(at.articleList("mvps"))).toBe("overview");
      expect(pageKindOf(at.articleList(undefined, 2))).toBe("overview");
      expect(pageKindOf(at.articleList("mvps", 3))).toBe("overview");
      expect(pageKindOf(at.articleFeed)).toBe("other");
    }
  });

  it("anything else is 'other'", () => {
    expect(pageKindOf("/wp-login.php")).toBe("other");
    expect(pageKindOf("/services/unknown")).toBe("other");
    expect(pageKindOf("/en/nothing")).toBe("other");
  });
});
