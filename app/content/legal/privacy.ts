import { phoneHref } from "../format";
import { site } from "../site";
import { germanList, link, mailto, typeset, type Block, type LegalDocument, type LegalSection } from "./document";
import { privacyAnchors, privacyVersionDate } from "./editions";
import { longestStayDays, type PrivacyFacts } from "./operation";
import { paths } from "../../paths";

/**
 * Datenschutzerklärung after Art. 13 DSGVO. It describes what this site's code really does
 * (server/contact, server/security-headers.ts, app/root.tsx): when that changes, change this text.
 * Identity and providers come from site.ts; everything that depends on how the server is run
 * (proxy, HTTPS, logs, rate limit, auto-reply, retention, mail delivery) from `PrivacyFacts`, which
 * the build derives from the server's own checked configuration (operation.ts).
 */

/** Date of the current version, shown at the top and at the end. */
export const privacyUpdated = privacyVersionDate("de");

const { legal, address, dataProtection: dp } = site;
const { hosting, mailProvider, supervisoryAuthority: authority } = dp;

const sameProvider = hosting.name === mailProvider.name;
const dpTitle = dp.officerAppointed ? "Datenschutzbeauftragter" : "Ansprechpartner für Datenschutz";

export const privacyMeta = {
  title: "Datenschutzerklärung",
  description: `Datenschutzerklärung der ${legal.company}: keine Cookies, kein Tracking, selbst gehostete Schriften. Was mit Server-Logs und Kontaktanfragen geschieht und welche Rechte Sie haben.`,
};

export const privacyHeader = {
  eyebrow: "Rechtliches",
  /** Name of the list of highlights under the heading. */
  highlightsLabel: "Auf einen Blick",
  // Soft hyphen: the long word breaks as "Datenschutz-erklärung" where it does not fit (390 px).
  title: "Datenschutz\u00aderklärung",
  intro: typeset(
    `Informationen nach Art. 13 DSGVO darüber, welche personenbezogenen Daten wir beim Besuch dieser Website verarbeiten – und welche nicht. Stand: ${privacyUpdated}.`,
  ),
};

/** Short facts shown as chips under the page title. */
export const privacyHighlights = [
  "Keine Cookies",
  "Kein Tracking",
  "Keine Anfragen an Dritte",
  "Schriften selbst gehostet",
  `Server in ${hosting.serverLocation}`,
];

const lawfulInterest = (interest: string): Block => ({
  kind: "p",
  content: `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, ${interest}.`,
});

/** "1 Tag", "30 Tage" / "30 Tagen" (dative). */
const days = (n: number, dative = false) =>
  n === 1 ? (dative ? "einem Tag" : "einen Tag") : `${n}\u00a0Tage${dative ? "n" : ""}`;

/** How the shared database holds an address (server/contact/pg-rate-limit.ts). */
const KEYED_HASH =
  "Prüfwert (HMAC), den der Server mit einem geheimen Schlüssel aus der Adresse bildet und aus dem sich die Adresse ohne diesen Schlüssel nicht zurückgewinnen lässt";

/** "für ein Jahr", "für zwei Jahre", otherwise "für 90 Tage" (below a day "für 6 Stunden"). */
const hstsPeriod = (d: number) => {
  if (d < 1) {
    const hours = Math.round(d * 24);
    return hours === 1 ? "für eine Stunde" : `für ${hours}\u00a0Stunden`;
  }
  return d === 365 ? "für ein Jahr" : d === 730 ? "für zwei Jahre" : `für ${days(d)}`;
};

/**
 * One builder per section, each taking the facts of the running configuration (operation.ts); the
 * policy is the sections in this order.
 */
const verantwortlicherSection = (): LegalSection => ({
  id: "verantwortlicher",
  title: "Verantwortlicher",
  blocks: [
    {
      kind: "p",
      content:
        "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website (Art. 4 Nr. 7 DSGVO) ist:",
    },
    {
      kind: "lines",
      lines: [legal.company, address.street, `${address.postalCode} ${address.city}`, address.country],
    },
    {
      kind: "facts",
      rows: [
        { term: "Vertreten durch", value: `${germanList(legal.managingDirectors)} (Geschäftsführung)` },
        { term: "Telefon", value: [link(site.phone, phoneHref(site.phone))] },
        { term: "E-Mail", value: [mailto(site.email)] },
      ],
    },
    {
      kind: "p",
      content: ["Weitere Angaben zu unserem Unternehmen finden Sie im ", link("Impressum", paths.impressum), "."],
    },
  ],
});

const datenschutzbeauftragterSection = (): LegalSection => ({
  id: "datenschutzbeauftragter",
  title: dpTitle,
  blocks: [
    {
      kind: "p",
      content: dp.officerAppointed
        ? [
            "Unseren Datenschutzbeauftragten erreichen Sie per E-Mail unter ",
            mailto(dp.email),
            " oder per Post unter der oben genannten Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“. Mit allen Fragen zum Datenschutz und zu Ihren Rechten können Sie sich direkt an ihn wenden.",
          ]
        : [
            "Mit allen Fragen zum Datenschutz und zu Ihren Rechten erreichen Sie uns per E-Mail unter ",
            mailto(dp.email),
            " oder per Post unter der oben genannten Anschrift.",
          ],
    },
  ],
});

const ueberblickSection = (): LegalSection => ({
  id: "ueberblick",
  title: "Das Wichtigste in Kürze",
  blocks: [
    {
      kind: "list",
      items: [
        [
          { strong: "Keine Cookies, kein Tracking:" },
          " Wir setzen keine Cookies und keine Analyse- oder Werbedienste ein.",
        ],
        [
          { strong: "Keine Anfragen an Dritte:" },
          " Ihr Browser lädt alle Bestandteile dieser Website – auch Schriftarten, Icons und Grafiken – ausschließlich von unserem eigenen Server. Google, soziale Netzwerke oder Content-Delivery-Networks erfahren von Ihrem Besuch nichts.",
        ],
        [
          { strong: "Nur, was nötig ist:" },
          " Personenbezogene Daten verarbeiten wir, wenn Sie unsere Seiten aufrufen (technische Verbindungsdaten) und wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch erreichen.",
        ],
        [
          { strong: `In ${hosting.serverLocation}:` },
          hosting.serverLocation === mailProvider.serverLocation
            ? ` Unser Server und unsere E-Mail-Postfächer stehen in ${hosting.serverLocation}. Daten werden nicht in Länder außerhalb der EU übermittelt.`
            : ` Unser Server steht in ${hosting.serverLocation}, unsere E-Mail-Postfächer in ${mailProvider.serverLocation}. Daten werden nicht in Länder außerhalb der EU übermittelt.`,
        ],
      ],
    },
  ],
});

/** The per-client budget of answers rendered per request (server/http/render-budget.ts), when it is on. */
const renderBudget = (f: PrivacyFacts): Block[] =>
  f.renderBudget
    ? [
        {
          kind: "p",
          content:
            "Manche Antworten stellt der Server eigens für die jeweilige Anfrage zusammen, statt eine vorbereitete Seite auszuliefern – etwa wenn ein ohne JavaScript abgesendetes Kontaktformular noch unvollständig ist. Damit niemand den Server mit solchen Anfragen lahmlegt, zählt er sie je IP-Adresse (bei IPv6 je /64-Adressbereich) und beantwortet nur eine begrenzte Zahl pro Minute. Die Adresse hält er dafür nur im Arbeitsspeicher – sie wird weder gespeichert noch protokolliert – und verwirft sie spätestens zwei Minuten nach der letzten solchen Anfrage; jeder Neustart des Servers löscht die Zählung vollständig.",
        },
      ]
    : [];

const hostingSection = (f: PrivacyFacts): LegalSection => ({
  id: "hosting",
  title: "Hosting und Server-Logdateien",
  blocks: [
    {
      kind: "p",
      content: `Diese Website läuft auf einem Server der ${hosting.name}, ${hosting.city}; der Server steht in ${hosting.serverLocation}. Der Anbieter verarbeitet Daten ausschließlich in unserem Auftrag und nach unseren Weisungen. Mit ihm haben wir einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen.`,
    },
    ...(f.reverseProxy && f.accessLogDays !== null
      ? ([
          {
            kind: "p",
            content:
              "Beim Aufruf jeder Seite übermittelt Ihr Browser technisch bedingt Daten an unseren Server. Ein vorgeschalteter Webserver (Reverse Proxy) nimmt jede Anfrage entgegen und speichert dazu in einer Protokolldatei (Server-Logdatei):",
          },
          {
            kind: "list",
            items: [
              "die IP-Adresse des anfragenden Geräts,",
              "Datum und Uhrzeit des Zugriffs,",
              "die aufgerufene Adresse (URL) und die Anfragemethode,",
              "den HTTP-Statuscode und die übertragene Datenmenge,",
              "die zuvor besuchte Seite (Referrer), soweit Ihr Browser sie übermittelt,",
              "Browsertyp und -version sowie das Betriebssystem (User-Agent).",
            ],
          },
          {
            kind: "p",
            content:
              "Wir benötigen diese Daten, um die Website auszuliefern, den Betrieb stabil und sicher zu halten und Fehler oder Angriffe zu erkennen und aufzuklären. Wir führen sie nicht mit anderen Daten zusammen und werten sie nicht zu Marketingzwecken aus.",
          },
          ...renderBudget(f),
          lawfulInterest("unsere Website sicher und funktionsfähig bereitzustellen"),
          {
            kind: "p",
            content: [
              { strong: `Die Server-Logdateien werden nach ${days(f.accessLogDays, true)} automatisch gelöscht.` },
              " Stellen wir einen konkreten Sicherheitsvorfall fest, bewahren wir die betroffenen Einträge ausnahmsweise auf, bis er aufgeklärt ist.",
            ],
          },
        ] satisfies Block[])
      : ([
          {
            kind: "p",
            content:
              "Beim Aufruf jeder Seite übermittelt Ihr Browser technisch bedingt Daten an unseren Server, vor allem die IP-Adresse Ihres Geräts, die aufgerufene Adresse (URL) und Angaben zu Ihrem Browser (User-Agent). Der Server braucht sie, um Ihnen die Seite auszuliefern. Er schreibt über Seitenaufrufe kein Zugriffsprotokoll und speichert Ihre IP-Adresse nicht.",
          },
          ...renderBudget(f),
          lawfulInterest("unsere Website sicher und funktionsfähig bereitzustellen"),
        ] satisfies Block[])),
    {
      kind: "p",
      content: `Unsere Website-Anwendung führt ein technisches Betriebsprotokoll, etwa über den Eingang und die Zustellung einer Kontaktanfrage (mit einer internen Vorgangsnummer) oder über Fehler. Es enthält weder Ihre IP-Adresse noch den Inhalt Ihrer Anfrage; scheitert die Zustellung einer E-Mail, kann die Fehlermeldung des Mailservers allerdings die Empfängeradresse enthalten. Dieses Protokoll löschen wir nach ${days(f.appLogDays, true)}.`,
    },
  ],
});

const kontaktformularSection = (f: PrivacyFacts): LegalSection => {
  const files = f.delivery === "files";
  const shared = f.store === "postgresql";
  const longestDays = longestStayDays(f);
  return {
    id: privacyAnchors.de.contactForm,
    title: "Kontaktformular",
    blocks: [
      {
        kind: "p",
        content:
          "Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir die Angaben, die Sie dort eintragen: Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihr Unternehmen und Ihre Nachricht. Alle fünf Felder sind Pflichtfelder. Hinzu kommen der Zeitpunkt des Eingangs, eine interne Vorgangsnummer und die Sprache der Seite, auf der Sie das Formular abgeschickt haben (Deutsch oder Englisch), damit wir Ihnen in dieser Sprache antworten.",
      },
    ],
    subsections: [
      {
        id: "kontaktformular-zweck",
        title: "Zweck und Rechtsgrundlage",
        blocks: [
          {
            kind: "p",
            content:
              "Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage zu bearbeiten und mit Ihnen in Kontakt zu treten. Zielt Ihre Anfrage auf den Abschluss eines Vertrags oder betrifft sie einen bestehenden Vertrag, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO. In allen anderen Fällen verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, an uns gerichtete Anfragen zuverlässig zu beantworten.",
          },
        ],
      },
      {
        id: "kontaktformular-speicherung",
        title: "Zustellung, Speicherung und Löschung",
        blocks: [
          {
            kind: "p",
            content: `Ihre Nachricht wird ${f.https ? "verschlüsselt " : ""}an unseren Server übertragen und dort zuerst in einem Zwischenspeicher abgelegt, ${shared ? "einer Datenbank, die unsere Server gemeinsam nutzen" : "einer Datenbank auf unserem Server"}. So geht keine Anfrage verloren, wenn ${files ? "bei der Weiterleitung etwas schiefgeht" : "unser Mailserver einmal nicht erreichbar ist"}. ${
              files
                ? "Von dort legt der Server sie als Datei im E-Mail-Format in einem nicht öffentlichen Verzeichnis auf demselben Server ab, aus dem wir sie abrufen. Über einen Mailserver wird sie derzeit nicht versendet."
                : "Von dort stellt der Server sie als E-Mail an unser Postfach zu; als Antwortadresse ist Ihre E-Mail-Adresse eingetragen."
            }`,
          },
          {
            kind: "list",
            items: [
              files
                ? [
                    {
                      strong: `Zwischenspeicher und Datei bleiben ${days(f.retentionDays)} erhalten`,
                    },
                    ", damit wir keine Anfrage übersehen. Danach werden beide automatisch gelöscht.",
                  ]
                : [
                    {
                      strong: `Nach der Zustellung bleibt die Kopie im Zwischenspeicher noch ${days(f.retentionDays)} erhalten`,
                    },
                    ", damit wir eine Anfrage erneut zustellen können, falls die E-Mail verloren geht. Danach wird sie automatisch gelöscht.",
                  ],
              files
                ? [
                    `Gelingt das Ablegen einmal nicht, versucht der Server es erneut. `,
                    {
                      strong: `Eine Anfrage, die nach ${days(f.pendingMaxDays, true)} noch nicht abgelegt werden konnte, wird gelöscht.`,
                    },
                  ]
                : [
                    "Ist unser Mailserver vorübergehend nicht erreichbar, versucht der Server die Zustellung in wachsenden Abständen erneut; bleibt eine Anfrage liegen, werden wir alarmiert. ",
                    {
                      strong: `Konnte eine Anfrage ${days(f.pendingMaxDays)} nach Eingang noch nicht zugestellt werden, wird sie gelöscht.`,
                    },
                  ],
              ...(files
                ? []
                : [
                    [
                      {
                        strong: `Lehnt der Mailserver eine Nachricht endgültig ab, bleibt sie höchstens ${days(f.failedRetentionDays)} im Zwischenspeicher`,
                      },
                      ", damit wir sie prüfen und erneut versenden können. Danach wird sie automatisch gelöscht.",
                    ],
                  ]),
              [
                {
                  strong: `Insgesamt bleibt eine Anfrage höchstens ${days(longestDays)} nach ihrem Eingang im Zwischenspeicher.`,
                },
                shared
                  ? " Gelöschte Anfragen sind sofort nicht mehr abrufbar; den Speicherplatz, den sie belegt haben, gibt die Datenbank bei ihrer laufenden Bereinigung frei und überschreibt ihn nach und nach mit neuen Daten."
                  : " Gelöschte Anfragen werden in der Datenbank mit Nullen überschrieben und nicht nur als gelöscht markiert.",
              ],
              `Vom Zwischenspeicher legen wir täglich eine Sicherungskopie an und bewahren jede ${days(f.backupDays)} auf. So lange kann eine gelöschte Anfrage noch in einer Sicherungskopie enthalten sein; danach ist sie auch dort gelöscht.`,
              typeset(
                `${files ? "Eine Anfrage, die wir abgerufen haben," : "Die E-Mail in unserem Postfach"} bewahren wir auf, solange wir sie für die Bearbeitung Ihrer Anfrage brauchen. Entsteht daraus ein Vertrag, sind wir gesetzlich verpflichtet, sie als Geschäftsbrief sechs Jahre aufzubewahren (§ 257 HGB, § 147 AO); Rechtsgrundlage dafür ist Art. 6 Abs. 1 lit. c DSGVO. Andernfalls löschen wir sie, sobald Ihr Anliegen abschließend erledigt ist.`,
              ),
            ],
          },
        ],
      },
      ...(f.autoreply
        ? [
            {
              id: "kontaktformular-bestaetigung",
              title: "Automatische Eingangsbestätigung",
              blocks: [
                {
                  kind: "p",
                  content: `Nach dem Absenden ${files ? "erzeugt der Server" : "erhalten Sie"} eine kurze E-Mail mit festem Text, die den Eingang Ihrer Anfrage bestätigt. Dafür verwenden wir nur Ihre E-Mail-Adresse; die Bestätigung ist in der Sprache der Seite verfasst, auf der Sie das Formular abgeschickt haben, und wiederholt Ihre Nachricht nicht.${files ? " Solange der Versand über einen Mailserver nicht eingerichtet ist, wird auch diese Bestätigung nur als Datei auf unserem Server abgelegt und nicht an Sie versendet." : ""} Damit Sie höchstens eine Bestätigung pro Tag erhalten, ${shared ? `speichert der Server 24\u00a0Stunden lang einen mit einem geheimen Schlüssel gebildeten Prüfwert (HMAC) Ihrer E-Mail-Adresse in unserer Datenbank, nicht die Adresse selbst; danach wird er binnen einer Minute gelöscht. In Sicherungskopien ist er nicht enthalten.` : "merkt sich der Server Ihre E-Mail-Adresse 24\u00a0Stunden lang im Arbeitsspeicher; danach verwirft er sie binnen einer Minute."} Für die Bestätigung im Zwischenspeicher gelten dieselben Löschregeln wie für Ihre Anfrage.`,
                },
                lawfulInterest("Ihnen den Eingang Ihrer Anfrage zu bestätigen"),
              ] satisfies Block[],
            },
          ]
        : []),
      {
        id: "kontaktformular-missbrauch",
        title: "Schutz vor Missbrauch",
        blocks: [
          ...(f.rateLimit
            ? ([
                {
                  kind: "p",
                  content: `Damit niemand das Formular mit automatisierten Massenanfragen lahmlegt, zählt der Server, wie viele Anfragen von einer IP-Adresse kommen (bei IPv6 aus dem zugehörigen /64-Adressbereich${f.reverseProxy ? "; die Adresse übermittelt ihm der vorgeschaltete Webserver" : ""}), und lässt nur wenige pro Minute und pro Stunde zu. ${
                    shared
                      ? `Weil sich mehrere Server diese Zählung teilen, steht sie in unserer Datenbank, und zwar nicht als Adresse, sondern als ${KEYED_HASH}; protokolliert wird die Adresse nicht. Jeder Zähler wird eine Stunde nach der ersten gezählten Anfrage binnen einer Minute gelöscht, auch über einen Neustart des Servers hinweg. In Sicherungskopien ist er nicht enthalten.`
                      : "Die Adresse wird dafür ausschließlich im Arbeitsspeicher gehalten – weder in der Datenbank gespeichert noch protokolliert. Eine Stunde nach der letzten Anfrage verwirft der Server sie binnen einer Minute; mit jedem Neustart des Servers ist die Zählung vollständig gelöscht."
                  }`,
                },
              ] satisfies Block[])
            : []),
          {
            kind: "p",
            content:
              "Außerdem enthält das Formular ein für Menschen unsichtbares Feld. Füllt ein Programm es aus, verwirft der Server die Anfrage, ohne etwas zu speichern.",
          },
          lawfulInterest("unsere Systeme und unser Postfach vor Missbrauch zu schützen"),
        ],
      },
      {
        id: "kontaktformular-empfaenger",
        title: "Empfänger",
        blocks: [
          {
            kind: "p",
            content: files
              ? `Ihre Anfrage bleibt auf unserem Server, den die ${hosting.name}, ${hosting.city}, als Auftragsverarbeiter nach Art. 28 DSGVO für uns betreibt. In unserem Unternehmen haben nur die Personen Zugriff, die Ihre Anfrage bearbeiten. An andere Dritte geben wir Ihre Angaben nicht weiter.`
              : `Ihre Anfrage landet als E-Mail in unserem Postfach. Unsere E-Mail-Postfächer betreibt die ${mailProvider.name}, ${mailProvider.city}, als Auftragsverarbeiter nach Art. 28 DSGVO für uns; ihre Server stehen in ${mailProvider.serverLocation}. In unserem Unternehmen haben nur die Personen Zugriff, die Ihre Anfrage bearbeiten. An andere Dritte geben wir Ihre Angaben nicht weiter.`,
          },
        ],
      },
      {
        id: "kontaktformular-pflicht",
        title: "Müssen Sie Ihre Daten angeben?",
        blocks: [
          {
            kind: "p",
            content: [
              "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Ohne die Pflichtangaben können wir Ihre Anfrage über das Formular jedoch nicht annehmen. Sie erreichen uns dann ebenso per E-Mail an ",
              mailto(site.email),
              " oder telefonisch unter ",
              link(site.phone, phoneHref(site.phone)),
              ".",
            ],
          },
        ],
      },
    ],
  };
};

const kontaktSection = (): LegalSection => ({
  id: "kontakt",
  title: "Kontakt per E-Mail oder Telefon",
  blocks: [
    {
      kind: "p",
      content:
        "Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir die Angaben, die Sie uns dabei mitteilen – etwa Ihren Namen, Ihre Kontaktdaten und Ihr Anliegen –, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn es um einen Vertrag oder seine Anbahnung geht, sonst Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an der Beantwortung von Anfragen). Für die Aufbewahrung gilt dasselbe wie für E-Mails aus dem Kontaktformular.",
    },
  ],
});

const cookiesSection = (): LegalSection => ({
  id: "cookies",
  title: "Keine Cookies, kein Tracking",
  blocks: [
    {
      kind: "p",
      content:
        "Diese Website setzt keine Cookies – weder eigene noch solche von Drittanbietern. Wir verwenden keine Analyse-, Statistik- oder Tracking-Dienste, keine Werbenetzwerke, keine Social-Media-Plugins und kein Fingerprinting. Deshalb sehen Sie bei uns auch kein Cookie-Banner.",
    },
    {
      kind: "p",
      content: typeset(
        "Die Website legt in Ihrem Browser nur zwei Einträge im Sitzungsspeicher (sessionStorage) ab: die Scrollposition der zuletzt aufgerufenen Seiten, damit Sie mit der Zurück-Taste wieder an derselben Stelle landen, und die Versionskennung der Website, damit Ihr Browser nach einer Aktualisierung der Website die passenden Seitenteile lädt. Beide enthalten keine personenbezogenen Daten, verlassen Ihren Browser nicht und werden gelöscht, sobald Sie den Tab schließen. Diese Speicherung ist für die von Ihnen gewünschte Funktion unbedingt erforderlich und deshalb ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG).",
      ),
    },
  ],
});

const schriftartenSection = (): LegalSection => ({
  id: "schriftarten",
  title: "Schriftarten, Icons und Inhalte Dritter",
  blocks: [
    {
      kind: "p",
      content:
        "Die Schriftart „Inter“ liefern wir von unserem eigenen Server aus; eine Verbindung zu Google Fonts oder einem anderen Schriftenanbieter wird nicht aufgebaut. Dasselbe gilt für Icons und Illustrationen. Wir binden keine Videos, Karten oder andere Inhalte fremder Anbieter ein. Eine Sicherheitsrichtlinie (Content Security Policy) weist Ihren Browser zusätzlich an, auf unseren Seiten keine Inhalte von fremden Servern zu laden.",
    },
  ],
});

const linksSection = (): LegalSection => ({
  id: "links",
  title: "Links auf andere Websites",
  blocks: [
    {
      kind: "p",
      content: `Unsere Seiten enthalten einfache Links, zum Beispiel zu unserer ${site.conference.name}-Website. Erst wenn Sie einen solchen Link anklicken, ruft Ihr Browser die andere Website auf; vorher werden keine Daten übermittelt. Für die Datenverarbeitung dort ist der jeweilige Betreiber verantwortlich.`,
    },
  ],
});

const empfaengerSection = (): LegalSection => ({
  id: "empfaenger",
  title: "Empfänger und Übermittlung in Drittländer",
  blocks: [
    {
      kind: "p",
      content: sameProvider
        ? `Personenbezogene Daten erhält außer uns nur die ${hosting.name}, ${hosting.city}, die als Auftragsverarbeiter streng weisungsgebunden unseren Server und unsere E-Mail-Postfächer betreibt. Sie verarbeitet die Daten in ${hosting.serverLocation}.`
        : `Personenbezogene Daten erhalten außer uns nur unsere Auftragsverarbeiter, die streng weisungsgebunden für uns tätig sind: die ${hosting.name}, ${hosting.city} (Betrieb des Servers, Verarbeitung in ${hosting.serverLocation}), und die ${mailProvider.name}, ${mailProvider.city} (E-Mail-Postfächer, Verarbeitung in ${mailProvider.serverLocation}).`,
    },
    {
      kind: "p",
      content:
        "Eine Übermittlung in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nicht statt. An Behörden geben wir Daten nur weiter, wenn ein Gesetz uns dazu verpflichtet.",
    },
  ],
});

const entscheidungenSection = (): LegalSection => ({
  id: "entscheidungen",
  title: "Keine automatisierte Entscheidungsfindung",
  blocks: [
    {
      kind: "p",
      content:
        "Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen, und erstellen keine Profile (Art. 22 DSGVO).",
    },
  ],
});

const rechteSection = (): LegalSection => ({
  id: "rechte",
  title: "Ihre Rechte",
  blocks: [
    { kind: "p", content: "Sie haben uns gegenüber folgende Rechte hinsichtlich der Sie betreffenden Daten:" },
    {
      kind: "list",
      items: [
        "Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO),",
        "Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO),",
        "Löschung Ihrer Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO),",
        "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
        "Datenübertragbarkeit: Herausgabe der Daten, die Sie uns bereitgestellt haben, in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),",
        "Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe unten).",
      ],
    },
    {
      kind: "p",
      content: [
        "Um ein Recht auszuüben, genügt eine formlose Nachricht an ",
        mailto(dp.email),
        ". Eine Anfrage aus dem Kontaktformular löschen wir auf Ihren Wunsch auch vor Ablauf der genannten Frist aus unserem Zwischenspeicher.",
      ],
    },
  ],
});

const widerspruchSection = (): LegalSection => ({
  id: "widerspruch",
  title: "Widerspruchsrecht",
  blocks: [
    {
      kind: "note",
      content: [
        [
          { strong: "Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten," },
          " haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen (Art. 21 Abs. 1 DSGVO). Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
        ],
        ["Der Widerspruch ist an keine Form gebunden; eine E-Mail an ", mailto(dp.email), " genügt."],
      ],
    },
  ],
});

const beschwerdeSection = (): LegalSection => ({
  id: "beschwerde",
  title: "Beschwerderecht bei einer Aufsichtsbehörde",
  blocks: [
    {
      kind: "p",
      content:
        "Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt, haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist:",
    },
    {
      kind: "lines",
      lines: [
        authority.name,
        authority.street,
        `${authority.postalCode} ${authority.city}`,
        [link(authority.url.replace(/^https?:\/\//, ""), authority.url)],
      ],
    },
  ],
});

const sicherheitSection = (f: PrivacyFacts): LegalSection => ({
  id: "sicherheit",
  title: "Datensicherheit",
  blocks: [
    {
      kind: "p",
      content: typeset(
        `${
          f.https
            ? `Diese Website wird über eine verschlüsselte Verbindung (HTTPS mit TLS) ausgeliefert.${
                f.hstsDays === null
                  ? ""
                  : ` Unser Server weist Ihren Browser außerdem an, sie ${hstsPeriod(f.hstsDays)} nur noch verschlüsselt aufzurufen (HTTP Strict Transport Security).`
              }`
            : "Diese Installation der Website ist nicht für eine verschlüsselte Verbindung (HTTPS) eingerichtet; übermitteln Sie über sie bitte keine vertraulichen Angaben."
        } Unseren Server und die dort gespeicherten Daten schützen wir mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO, die wir an den Stand der Technik anpassen.`,
      ),
    },
  ],
});

const aenderungenSection = (): LegalSection => ({
  id: "aenderungen",
  title: "Aktualität und Änderungen",
  blocks: [
    {
      kind: "p",
      content: `Stand: ${privacyUpdated}. Ändert sich die Datenverarbeitung auf dieser Website, passen wir diese Datenschutzerklärung an. Es gilt die jeweils hier veröffentlichte Fassung.`,
    },
  ],
});

const SECTIONS = [
  verantwortlicherSection,
  datenschutzbeauftragterSection,
  ueberblickSection,
  hostingSection,
  kontaktformularSection,
  kontaktSection,
  cookiesSection,
  schriftartenSection,
  linksSection,
  empfaengerSection,
  entscheidungenSection,
  rechteSection,
  widerspruchSection,
  beschwerdeSection,
  sicherheitSection,
  aenderungenSection,
] satisfies ((f: PrivacyFacts) => LegalSection)[];

export const privacyPolicy = (f: PrivacyFacts): LegalDocument => SECTIONS.map((section) => section(f));
