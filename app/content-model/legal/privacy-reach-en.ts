import { typesetEn } from "./document";
import type { PrivacyPhrases } from "./privacy-policy";

/**
 * The English words of the two sections that depend on how the site is run beyond the contact form:
 * reach measurement (only with STATS on, docs/decisions/0020) and the production admin (only with
 * KEYSTATIC_GITHUB_*). Part of privacy-en.ts's phrase table, kept apart so each module stays short.
 */

/** "one day", "400 days". */
const days = (n: number) => (n === 1 ? "one day" : `${n.toLocaleString("en-US")}\u00a0days`);

export const reachAndEditorsEn: Pick<PrivacyPhrases, "reach" | "editors"> = {
  reach: {
    id: "audience-measurement",
    title: "Audience measurement without cookies",
    intro:
      "To learn which pages are read and by which routes and campaigns visitors and inquiries find their way to us, our server counts page views itself – without cookies and without third-party services. A view is counted when the server delivers a page. When you move to another page within the website, the page fetches a small file for the new page from our server for this purpose; that request contains only what every request to our server contains. Views by search engines and other programs, pages your browser merely loads in advance, and images, fonts and other files are not counted.",
    countedIntro: "Only totals per calendar day are stored:",
    counted: [
      "how often each page was viewed, separately for the German and the English edition, and how many of these views began a visit (entries: views that came from another website, from a bookmark or from an address typed in),",
      "which other website views came from – only its name (such as “example.com”), not the full address,",
      "the campaign details in the address requested (utm_source, utm_medium and utm_campaign); everything else in the address is discarded,",
      "the device class (phone, tablet or desktop), which the server derives from the browser identifier (user agent),",
      "the response status, such as a page not being found,",
      "how many contact requests arrived, per entry page, referring website and campaign.",
    ],
    notKept:
      "Your IP address, your browser identifier (user agent), the time of your visit and the order in which you open pages are not stored. We set no cookies for this counting, store nothing on your device and assign no identifier. We can therefore neither recognize individual visitors nor count how many different people have visited our pages, and we do not create usage profiles.",
    storage: {
      sqlite:
        "The daily totals are kept in a database file of their own on our server, separate from contact requests.",
      postgresql:
        "The daily totals are kept in a table of their own in a database that our servers share, separate from contact requests.",
    },
    tail: "Other websites that sent only one view on a calendar day and led to no inquiry, and non-existent addresses requested only once, are merged into a single “other” entry after a week.",
    deletion: (n) => `The daily totals are deleted after ${days(n)}.`,
    interest:
      "to learn which content is read and by which routes and campaigns visitors and inquiries find their way to us, so that we can shape our website and our advertising accordingly",
    device: typesetEn(
      "For this, the server evaluates only information that your browser sends with every request anyway; nothing is stored on or read from your device. In our view, § 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG) therefore does not apply, and no consent is required.",
    ),
  },
  editors: {
    id: "editorial-area",
    title: "Editorial area",
    paragraphs: [
      "Our editorial team maintains the content of this website in an editorial area at the address /keystatic. Our pages do not link to it and load nothing from it; this section does not apply to visitors.",
      typesetEn(
        "Anyone who signs in to the editorial area with their GitHub account receives cookies from our server that carry the sign-in: “keystatic-gh-access-token” contains the access key to GitHub and, under GitHub’s rules, is valid for eight hours; “keystatic-gh-refresh-token” contains, in encrypted form, the key used to renew that access and is valid for up to six months; “ks-…” remembers during sign-in which view to open afterwards and is valid for no more than one day. The editorial area also stores drafts and a copy of the content being edited in the browser’s database (IndexedDB). Without this storage, signing in and editing are not possible; it is therefore permitted without consent under § 25(2) no. 2 TDDDG. The browser also sends these cookies when it opens our other pages; our server does not evaluate them there. Signing out deletes the sign-in cookies.",
      ),
      typesetEn(
        "For signing in and saving, the browser connects directly to GitHub (GitHub, Inc., San Francisco, USA), where the content of this website is managed; our server exchanges the sign-in code and the access keys with GitHub for this. GitHub receives the IP address, the GitHub account’s details and the changes saved, and processes them in the USA, among other places. GitHub, Inc. is certified under the EU-U.S. Data Privacy Framework, for which the European Commission has found an adequate level of data protection (Art. 45 GDPR).",
      ),
      typesetEn(
        "The legal basis is Art. 6(1)(b) GDPR: the sign-in serves the employment or service relationship in which our editorial team maintains the content of this website.",
      ),
    ],
  },
};

/** The contact form's subsection on the visit stored with a request (only with STATS on). */
export const originEn: PrivacyPhrases["contactForm"]["origin"] = {
  id: "contact-form-origin",
  title: "Where your request came from",
  text: (delivery) =>
    `Where known, we store with your request how your visit began: the entry page (the page on which your visit to our website began, or from which you opened the form), the referring website (only its name, such as “example.com”) and the campaign (the utm_source, utm_medium and utm_campaign details in that page’s address). The page keeps these details only in your browser’s working memory and sends them only with the form; they are the address and the referrer that your browser sent to our server anyway when it opened the page. Nothing is stored on your device for this; once you close the tab or reload the page, the details are forgotten. If you send the form without JavaScript, we know only the page from which you sent it. The details appear in the ${delivery === "files" ? "file" : "email"} through which your request reaches us, and are stored and deleted together with your request; in the daily totals of our audience measurement, your request counts only as a number.`,
  interest: "to see through which pages, websites and campaigns inquiries reach us",
};
