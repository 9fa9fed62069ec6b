import { enPaths, paths } from "../../paths";
import { phoneHref } from "../format";
import { site } from "../site";
import { link, mailto, typesetEn, type Rich } from "./document";
import { privacyAnchors, privacyVersionDate } from "./editions";
import { authorityGloss, countryEn, managingDirectorsEn } from "./glosses";
import type { PrivacyPhrases } from "./privacy-policy";
import { originEn, reachAndEditorsEn } from "./privacy-reach-en";

/**
 * The English courtesy translation of the privacy policy: the words of privacy-policy.ts, which decides
 * what is said for the running configuration, so it states what the German text states. The German text
 * is the binding one. Official German names (the supervisory authority) stay German, with an English
 * gloss (glosses.ts); the section ids are the English anchors of the German ones.
 */

const updated = privacyVersionDate("en");

const { legal, address, dataProtection: dp } = site;
const { hosting, mailProvider, supervisoryAuthority: authority } = dp;

/** "one day", "30 days", "1,825 days". */
const days = (n: number) => (n === 1 ? "one day" : `${n.toLocaleString("en-US")}\u00a0days`);

/** How the shared database holds an address (server/contact/pg-rate-limit.ts). */
const KEYED_HASH =
  "keyed hash (HMAC) that the server computes from the address with a secret key, and from which the address cannot be recovered without that key";

/** "for one year", "for two years", otherwise "for 90 days". */
const hstsPeriod = (d: number) => {
  if (d < 1) {
    const hours = Math.round(d * 24);
    return hours === 1 ? "for one hour" : `for ${hours}\u00a0hours`;
  }
  return d === 365 ? "for one year" : d === 730 ? "for two years" : `for ${days(d)}`;
};

/** How long a request is kept once it is with us (`what`: the file we collected, or the email). */
const keeping = (what: string) =>
  typesetEn(
    `We keep ${what} for as long as we need it to handle your request. If a contract results from it, § 257 of the German Commercial Code (HGB) and § 147 of the German Fiscal Code (AO) require us to keep it as a business letter for six years; the legal basis for this is Art. 6(1)(c) GDPR. Otherwise, we delete it as soon as your matter has been settled.`,
  );

const gloss = authorityGloss(authority.name);

const phrases: PrivacyPhrases = {
  ...reachAndEditorsEn,
  lawfulInterest: (interest) => `The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is ${interest}.`,
  controller: {
    id: "controller",
    title: "Controller",
    intro: "The controller responsible for the processing of personal data on this website (Art. 4(7) GDPR) is:",
    address: [legal.company, address.street, `${address.postalCode} ${address.city}`, countryEn(address.country)],
    facts: [
      ["Represented by", managingDirectorsEn(legal.managingDirectors)],
      ["Phone", [link(site.phone, phoneHref(site.phone))]],
      ["Email", [mailto(site.email)]],
    ],
    more: ["You will find further details about our company in our ", link("legal notice", enPaths.impressum), "."],
  },
  dataProtection: {
    officer: {
      id: "data-protection-officer",
      title: "Data protection officer",
      text: [
        "You can reach our data protection officer by email at ",
        mailto(dp.email),
        " or by post at the address above, marked “Attn: Data Protection Officer”. Please feel free to contact our data protection officer directly with any question about data protection and your rights.",
      ],
    },
    contact: {
      id: "data-protection-officer",
      title: "Data protection contact",
      text: [
        "For any question about data protection and your rights, you can reach us by email at ",
        mailto(dp.email),
        " or by post at the address above.",
      ],
    },
  },
  summary: {
    id: "summary",
    title: "Key points",
    points: [
      [
        "No cookies, no tracking services:",
        " We set no cookies when you visit our pages, and we do not use any third-party analytics or advertising services.",
      ],
      [
        "No requests to third parties:",
        " Your browser loads every part of this website – fonts, icons and graphics included – from our own server only. Google, social networks and content delivery networks learn nothing of your visit.",
      ],
      [
        "Only what is necessary:",
        " We process personal data when you open our pages (technical connection data) and when you contact us through the contact form, by email or by phone.",
      ],
    ],
    reach: [
      "Audience measurement without cookies:",
      " Our own server counts how often our pages are viewed and where the views come from, as daily totals – with no cookies, no IP addresses and no way of recognizing you.",
    ],
    location: {
      lead: `In ${countryEn(hosting.serverLocation)}:`,
      same: ` Our server and our mailboxes are located in ${countryEn(hosting.serverLocation)}.`,
      apart: ` Our server is located in ${countryEn(hosting.serverLocation)}, our mailboxes in ${countryEn(mailProvider.serverLocation)}.`,
      noTransfer: {
        everyone: "No data is transferred to countries outside the EU.",
        visitors:
          "No visitor data is transferred to countries outside the EU; only our editorial team’s sign-in goes through GitHub in the USA.",
      },
    },
  },
  hosting: {
    id: "hosting",
    title: "Hosting and server log files",
    provider: `This website runs on a server operated by ${hosting.name}, ${hosting.city}; the server is located in ${countryEn(hosting.serverLocation)}. The provider processes data solely on our behalf and on our instructions. We have concluded a data processing agreement with it under Art. 28 GDPR.`,
    accessLog: {
      intro:
        "Whenever you open a page, your browser necessarily sends data to our server. An upstream web server (reverse proxy) receives every request and records the following in a log file (server log file):",
      items: [
        "the IP address of the requesting device,",
        "the date and time of access,",
        "the address (URL) requested and the request method,",
        "the HTTP status code and the amount of data transferred,",
        "the page visited before (referrer), if your browser sends it,",
        "the browser type and version and the operating system (user agent).",
      ],
      purpose:
        "We need this data to deliver the website, to keep it running stably and securely, and to detect and investigate errors and attacks. We do not combine it with other data and do not analyze it for marketing purposes.",
      deletion: (n) => `Server log files are deleted automatically after ${days(n)}.`,
      incident:
        " If we detect a specific security incident, we keep the entries concerned, by way of exception, until it has been resolved.",
    },
    noAccessLog:
      "Whenever you open a page, your browser necessarily sends data to our server, in particular your device’s IP address, the address (URL) requested and details of your browser (user agent). The server needs this data to deliver the page to you. It does not keep an access log of page requests and does not store your IP address.",
    renderBudget:
      "The server puts some answers together specifically for the request at hand rather than delivering a prepared page – for example, when a contact form sent without JavaScript is still incomplete. So that nobody can paralyze the server with such requests, it counts them per IP address (for IPv6, per /64 address range) and answers only a limited number per minute. For this, the address is kept only in the server’s working memory – it is neither stored nor logged – and is discarded no later than two minutes after the last such request; every restart of the server erases the count completely.",
    interest: "to provide a secure and functioning website",
    appLog: ({ days: n, delivery }) =>
      delivery === "files"
        ? `Our website application keeps a technical operations log, for example of the receipt of a contact request and its saving as a file (with an internal reference number) or of errors. It contains neither your IP address nor the content of your request. We delete this log after ${days(n)}.`
        : `Our website application keeps a technical operations log, for example of the receipt and delivery of a contact request (with an internal reference number) or of errors. It contains neither your IP address nor the content of your request; if an email cannot be delivered, however, the mail server’s error message may include the recipient’s address. We delete this log after ${days(n)}.`,
    appLogInterest:
      "to detect and fix faults and errors, and to be able to trace whether a request has arrived and been passed on",
  },
  contactForm: {
    id: privacyAnchors.en.contactForm,
    title: "Contact form",
    intro:
      "When you write to us through the contact form, we process the details you enter there: your name, email address, phone number, company and message. All five fields are mandatory. We also record the time of receipt, an internal reference number and the language of the page from which you sent the form (German or English), so that we can reply in that language.",
    introVisit:
      "Where known, we also store with your request how your visit began: the entry page, the referring website and the campaign (see “Where your request came from”).",
    purpose: {
      id: "contact-form-purpose",
      title: "Purpose and legal basis",
      text: "We use your details solely to handle your request and to get in touch with you. If your request is aimed at entering into a contract, or concerns an existing contract, the legal basis is Art. 6(1)(b) GDPR. In all other cases, we process your data on the basis of Art. 6(1)(f) GDPR; our legitimate interest lies in answering the requests addressed to us reliably.",
      fields: typesetEn(
        `We ask only for what we need for this purpose (Art. 5(1)(c) GDPR) – and that includes your phone number and company: when you send us a request, we get back to you by email or phone to arrange a time for the free ${site.claims.discoveryCallMinutes}-minute discovery call, which we hold by video or phone. We need to know your company because our services are aimed at businesses and public-sector clients, and we prepare the call for your situation. If you would rather not give these details, you can reach us without them by email or phone (see below).`,
      ),
    },
    storage: {
      id: "contact-form-storage",
      title: "Delivery, storage and deletion",
      intro: ({ encrypted, shared, delivery }) =>
        `Your message is sent to our server${encrypted ? " over an encrypted connection" : ""} and first placed in an outbox there, ${shared ? "a database that our servers share" : "a database on our server"}. This way, no request is lost if ${delivery === "files" ? "something goes wrong when it is passed on" : "our mail server is unavailable for a while"}. ${
          delivery === "files"
            ? "From the outbox, the server saves it as a file in email format in a non-public directory on the same server, from which we collect it. It is currently not sent through a mail server."
            : "From the outbox, the server delivers it as an email to our mailbox, with your email address as the reply-to address."
        }`,
      kept: {
        files: {
          lead: (n) => `The outbox entry and the file are kept for ${days(n)}`,
          text: " so that no request is overlooked. Both are then deleted automatically.",
        },
        mailbox: {
          lead: (n) => `After delivery, the copy in the outbox is kept for another ${days(n)}`,
          text: " so that we can deliver a request again if the email goes missing. It is then deleted automatically.",
        },
      },
      undelivered: {
        files: {
          text: "If saving a request fails, the server tries again. ",
          lead: (n) => `A request that has still not been saved after ${days(n)} is deleted.`,
        },
        mailbox: {
          text: "If our mail server is temporarily unavailable, the server retries delivery at increasing intervals, and we are alerted if a request is held up. ",
          lead: (n) => `A request that still has not been delivered ${days(n)} after receipt is deleted.`,
        },
      },
      refused: {
        lead: (n) => `If the mail server finally rejects a message, it stays in the outbox for no more than ${days(n)}`,
        text: " so that we can look into it and send it again. It is then deleted automatically.",
      },
      longest: (n) => `Altogether, a request stays in the outbox for no more than ${days(n)} after its receipt.`,
      deletion: {
        postgresql:
          " A deleted request can no longer be retrieved from that moment; the database releases the space it took up during its routine clean-up and gradually overwrites it with new data.",
        sqlite: " A deleted request is overwritten with zeros in the database, not merely marked as deleted.",
      },
      backups: (n) =>
        `We back up the outbox daily and keep each backup for ${days(n)}. For that long, a deleted request may still be contained in a backup; after that, it is gone from the backups too.`,
      keeping: { files: keeping("a request we have collected"), mailbox: keeping("the email in our mailbox") },
    },
    confirmation: {
      id: "contact-form-confirmation",
      title: "Automatic confirmation of receipt",
      text: ({ delivery, shared }) => {
        const files = delivery === "files";
        return `Once you have submitted the form, ${files ? "the server generates" : "you receive"} a short email with a fixed text confirming that your request has arrived. For this, we use only your email address; the confirmation is written in the language of the page from which you sent the form and does not repeat your message.${files ? " As long as sending through a mail server has not been set up, this confirmation, too, is only saved as a file on our server and is not sent to you." : ""} So that you receive no more than one confirmation a day, ${shared ? "the server stores a keyed hash (HMAC) of your email address, computed with a secret key, in our database for 24\u00a0hours – not the address itself – and deletes it within one minute after that. It is not included in backups." : "the server keeps your email address in its working memory for 24\u00a0hours and discards it within one minute after that."} The confirmation in the outbox is deleted under the same rules as your request.`;
      },
      interest: "to confirm to you that your request has arrived",
    },
    abuse: {
      id: "contact-form-abuse",
      title: "Protection against abuse",
      rateLimit: ({ proxy, shared }) =>
        `So that nobody can paralyze the form with automated mass submissions, the server counts how many requests come from an IP address (for IPv6, from the /64 address range it belongs to${proxy ? "; the upstream web server tells it the address" : ""}) and accepts only a few per minute and per hour. ${
          shared
            ? `Because several servers share this count, it is kept in our database – not as the address but as a ${KEYED_HASH}; the address is not logged. Each counter is deleted within one minute once an hour has passed since the first request it counted, even if the server restarts in the meantime. It is not included in backups.`
            : "For this, the address is held only in working memory – it is neither stored in the database nor logged. One hour after the last request, the server discards it within one minute; every restart of the server erases the count completely."
        }`,
      honeypot:
        "The form also contains a field that humans cannot see. If a program fills it in, the server discards the request without storing anything.",
      interest: "to protect our systems and our mailbox from abuse",
    },
    origin: originEn,
    recipients: {
      id: "contact-form-recipients",
      title: "Recipients",
      files: `Your request stays on our server, which ${hosting.name}, ${hosting.city}, operates for us as a processor under Art. 28 GDPR. Within our company, only the people who handle your request have access to it. We do not pass your details on to any other third party.`,
      mailbox: `Your request arrives as an email in our mailbox. Our mailboxes are operated for us by ${mailProvider.name}, ${mailProvider.city}, as a processor under Art. 28 GDPR; its servers are located in ${countryEn(mailProvider.serverLocation)}. Within our company, only the people who handle your request have access to it. We do not pass your details on to any other third party.`,
    },
    obligation: {
      id: "contact-form-obligation",
      title: "Do you have to provide your data?",
      text: [
        "You are under no statutory or contractual obligation to provide us with any data. Without the mandatory details, however, we cannot accept your request through the form. You can then just as well reach us by email at ",
        mailto(site.email),
        " or by phone at ",
        link(site.phone, phoneHref(site.phone)),
        ".",
      ],
    },
  },
  emailAndPhone: {
    id: "email-and-phone",
    title: "Contact by email or phone",
    text: "If you email or call us, we process the details you give us – such as your name, your contact details and your concern – in order to answer your request. The legal basis is Art. 6(1)(b) GDPR where a contract or steps prior to entering into one are concerned, and Art. 6(1)(f) GDPR otherwise (our legitimate interest in answering requests). We keep such messages under the same rules as requests sent through the contact form.",
  },
  cookies: {
    id: "cookies",
    title: "No cookies, no tracking services",
    none: {
      everyone:
        "This website does not set any cookies – neither its own nor those of third parties. We do not use third-party analytics, statistics or tracking services, advertising networks, social media plug-ins or fingerprinting. That is why you will not see a cookie banner here.",
      visitors:
        "The pages of this website do not set any cookies – neither their own nor those of third parties. We do not use third-party analytics, statistics or tracking services, advertising networks, social media plug-ins or fingerprinting. That is why you will not see a cookie banner here.",
    },
    reach:
      "Our own server counts how often our pages are viewed, without cookies (see “Audience measurement without cookies”).",
    admin:
      "Cookies are set only by our editorial area, and only for members of our editorial team who sign in there (see “Editorial area”).",
    sessionStorage: typesetEn(
      "The website stores only two entries in your browser’s session storage (sessionStorage): the scroll position of the pages you visited last, so that the back button returns you to the same spot, and the website’s version identifier, so that your browser loads the matching parts of the website after it has been updated. Neither contains personal data or leaves your browser, and both are deleted as soon as you close the tab. This storage is strictly necessary for the function you have asked for and is therefore permitted without consent under § 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG).",
    ),
  },
  fonts: {
    id: "fonts",
    title: "Fonts, icons and third-party content",
    text: "We serve the “Inter” typeface from our own server; your browser does not connect to Google Fonts or any other font provider. The same applies to icons and illustrations. We do not embed videos, maps or any other content from third-party providers. In addition, a security policy (Content Security Policy) instructs your browser not to load content from other servers on our pages.",
  },
  links: {
    id: "links",
    title: "Links to other websites",
    text: "Our pages contain plain links, for example to the website of our conference. Only when you click such a link does your browser open the other website; no data is transmitted before that. The operator of that website is responsible for the processing of data there.",
  },
  recipients: {
    id: "recipients",
    title: "Recipients and transfers to third countries",
    sameProvider: `Apart from us, personal data is received only by ${hosting.name}, ${hosting.city}, which operates our server and our mailboxes as a processor strictly bound by our instructions. It processes the data in ${countryEn(hosting.serverLocation)}.`,
    twoProviders: `Apart from us, personal data is received only by our processors, who act for us strictly on our instructions: ${hosting.name}, ${hosting.city} (operation of the server, processing in ${countryEn(hosting.serverLocation)}), and ${mailProvider.name}, ${mailProvider.city} (mailboxes, processing in ${countryEn(mailProvider.serverLocation)}).`,
    noTransfer: {
      everyone:
        "We do not transfer any data to countries outside the European Union or the European Economic Area. We disclose data to public authorities only where the law obliges us to do so.",
      visitors:
        "We do not transfer any visitor data to countries outside the European Union or the European Economic Area; only our editorial team’s sign-in goes through GitHub in the USA (see “Editorial area”). We disclose data to public authorities only where the law obliges us to do so.",
    },
  },
  automatedDecisions: {
    id: "automated-decisions",
    title: "No automated decision-making",
    text: "We do not make decisions based solely on automated processing, and we do not create profiles (Art. 22 GDPR).",
  },
  rights: {
    id: "your-rights",
    title: "Your rights",
    intro: "With regard to your personal data, you have the following rights against us:",
    items: [
      "access to the data we process about you (Art. 15 GDPR),",
      "rectification of inaccurate data and completion of incomplete data (Art. 16 GDPR),",
      "erasure of your data, unless a statutory retention obligation prevents it (Art. 17 GDPR),",
      "restriction of processing (Art. 18 GDPR),",
      "data portability: receiving the data you have provided to us in a commonly used, machine-readable format (Art. 20 GDPR),",
      "objection to processing (Art. 21 GDPR, see below).",
    ],
    exercise: [
      "To exercise any of these rights, an informal message to ",
      mailto(dp.email),
      " is all it takes. At your request, we also delete a request sent through the contact form from our outbox before the period stated above has run out.",
    ],
  },
  rightToObject: {
    id: "right-to-object",
    title: "Right to object",
    note: [
      [
        { strong: "Where we process your data on the basis of Art. 6(1)(f) GDPR," },
        " you have the right to object to this processing at any time on grounds relating to your particular situation (Art. 21(1) GDPR). We will then no longer process your data unless we can demonstrate compelling legitimate grounds for the processing that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defense of legal claims.",
      ],
      ["An objection does not need any particular form; an email to ", mailto(dp.email), " is enough."],
    ],
  },
  complaints: {
    id: "complaints",
    title: "Right to lodge a complaint with a supervisory authority",
    intro:
      "If you consider that the processing of your data infringes the GDPR, you have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for us is:",
    authority: [
      authority.name,
      ...(gloss ? [`(${gloss})`] : []),
      authority.street,
      `${authority.postalCode} ${authority.city}`,
      countryEn(address.country),
      [link(authority.url.replace(/^https?:\/\//, ""), authority.url)],
    ],
  },
  security: {
    id: "security",
    title: "Data security",
    typeset: typesetEn,
    https: "This website is served over an encrypted connection (HTTPS with TLS).",
    httpsAddress: "When you open this website at its “https://” address, the connection is encrypted (HTTPS with TLS).",
    hsts: (d) =>
      `Our server also instructs your browser to open it only over an encrypted connection ${hstsPeriod(d)} (HTTP Strict Transport Security).`,
    noHttps:
      "This installation of the website is not set up for encrypted connections (HTTPS); please do not send any confidential information through it.",
    measures:
      "We protect our server and the data stored on it with technical and organizational measures under Art. 32 GDPR, which we keep in line with the state of the art.",
  },
  changes: {
    id: "changes",
    title: "Changes to this policy",
    text: `Last updated: ${updated}. If the processing of data on this website changes, we will update this privacy policy. The version published here at any given time applies.`,
  },
};

/**
 * Shown above the policy: the translation is a courtesy, the German policy binds. Its link is the
 * one link of the English policy that leads to a German page.
 */
const notice: readonly Rich[] = [
  [
    { strong: "Courtesy translation." },
    " This English version of our privacy policy is provided for your convenience. Only the ",
    link("German version", paths.privacy),
    " is legally binding; where the two differ, the German version prevails.",
  ],
];

/** The English privacy page: its title, header, highlights, the binding-version notice and the policy's words. */
export const privacyEn = {
  meta: {
    title: "Privacy policy",
    description:
      "Privacy policy: no cookies, no tracking services, no requests to third parties. What happens to server logs and contact requests, and what rights you have.",
  },
  header: {
    eyebrow: "Legal",
    /** Name of the list of highlights under the heading. */
    highlightsLabel: "At a glance",
    title: "Privacy policy",
    intro: typesetEn(
      `Information under Art. 13 of the General Data Protection Regulation (GDPR) on the personal data we process when you visit this website – and the data we do not. Last updated: ${updated}.`,
    ),
  },
  /** Short facts shown as chips under the page title. */
  highlights: [
    "No cookies",
    "No tracking services",
    "No requests to third parties",
    "Self-hosted fonts",
    `Hosted in ${countryEn(hosting.serverLocation)}`,
  ],
  notice,
  phrases,
};
