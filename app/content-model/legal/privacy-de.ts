import { paths } from "../../paths";
import { phoneHref } from "../format";
import { site } from "../site";
import { germanList, link, mailto, typeset } from "./document";
import { privacyAnchors, privacyVersionDate } from "./editions";
import type { PrivacyPhrases } from "./privacy-policy";
import { originDe, reachAndEditorsDe } from "./privacy-reach-de";

/**
 * The privacy policy in German, the binding text: the words of privacy-policy.ts, which decides what is
 * said for the running configuration.
 */

/** Date of the current version, shown at the top and at the end. */
const updated = privacyVersionDate("de");

const { legal, address, dataProtection: dp } = site;
const { hosting, mailProvider, supervisoryAuthority: authority } = dp;

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

/** How long a request is kept once it is with us (`what`: the file we collected, or the e-mail). */
const keeping = (what: string) =>
  typeset(
    `${what} bewahren wir auf, solange wir sie für die Bearbeitung Ihrer Anfrage brauchen. Entsteht daraus ein Vertrag, sind wir gesetzlich verpflichtet, sie als Geschäftsbrief sechs Jahre aufzubewahren (§ 257 HGB, § 147 AO); Rechtsgrundlage dafür ist Art. 6 Abs. 1 lit. c DSGVO. Andernfalls löschen wir sie, sobald Ihr Anliegen abschließend erledigt ist.`,
  );

const phrases: PrivacyPhrases = {
  ...reachAndEditorsDe,
  lawfulInterest: (interest) =>
    `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, ${interest}.`,
  controller: {
    id: "verantwortlicher",
    title: "Verantwortlicher",
    intro: "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website (Art. 4 Nr. 7 DSGVO) ist:",
    address: [legal.company, address.street, `${address.postalCode} ${address.city}`, address.country],
    facts: [
      ["Vertreten durch", `${germanList(legal.managingDirectors)} (Geschäftsführung)`],
      ["Telefon", [link(site.phone, phoneHref(site.phone))]],
      ["E-Mail", [mailto(site.email)]],
    ],
    more: ["Weitere Angaben zu unserem Unternehmen finden Sie im ", link("Impressum", paths.impressum), "."],
  },
  dataProtection: {
    officer: {
      id: "datenschutzbeauftragter",
      title: "Datenschutzbeauftragter",
      text: [
        "Unseren Datenschutzbeauftragten erreichen Sie per E-Mail unter ",
        mailto(dp.email),
        " oder per Post unter der oben genannten Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“. Mit allen Fragen zum Datenschutz und zu Ihren Rechten können Sie sich direkt an ihn wenden.",
      ],
    },
    contact: {
      id: "datenschutzbeauftragter",
      title: "Ansprechpartner für Datenschutz",
      text: [
        "Mit allen Fragen zum Datenschutz und zu Ihren Rechten erreichen Sie uns per E-Mail unter ",
        mailto(dp.email),
        " oder per Post unter der oben genannten Anschrift.",
      ],
    },
  },
  summary: {
    id: "ueberblick",
    title: "Das Wichtigste in Kürze",
    points: [
      [
        "Keine Cookies, keine Tracking-Dienste:",
        " Beim Besuch unserer Seiten setzen wir keine Cookies und binden keine Analyse- oder Werbedienste Dritter ein.",
      ],
      [
        "Keine Anfragen an Dritte:",
        " Ihr Browser lädt alle Bestandteile dieser Website – auch Schriftarten, Icons und Grafiken – ausschließlich von unserem eigenen Server. Google, soziale Netzwerke oder Content-Delivery-Networks erfahren von Ihrem Besuch nichts.",
      ],
      [
        "Nur, was nötig ist:",
        " Personenbezogene Daten verarbeiten wir, wenn Sie unsere Seiten aufrufen (technische Verbindungsdaten) und wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch erreichen.",
      ],
    ],
    reach: [
      "Reichweitenmessung ohne Cookies:",
      " Wie oft unsere Seiten aufgerufen werden und woher die Aufrufe kommen, zählt unser eigener Server in Tagessummen – ohne Cookies, ohne IP-Adressen und ohne Sie wiederzuerkennen.",
    ],
    location: {
      lead: `In ${hosting.serverLocation}:`,
      same: ` Unser Server und unsere E-Mail-Postfächer stehen in ${hosting.serverLocation}.`,
      apart: ` Unser Server steht in ${hosting.serverLocation}, unsere E-Mail-Postfächer in ${mailProvider.serverLocation}.`,
      noTransfer: {
        everyone: "Daten werden nicht in Länder außerhalb der EU übermittelt.",
        visitors:
          "Daten unserer Besucherinnen und Besucher werden nicht in Länder außerhalb der EU übermittelt; nur die Anmeldung unseres Redaktionsteams läuft über GitHub in den USA.",
      },
    },
  },
  hosting: {
    id: "hosting",
    title: "Hosting und Server-Logdateien",
    provider: `Diese Website läuft auf einem Server der ${hosting.name}, ${hosting.city}; der Server steht in ${hosting.serverLocation}. Der Anbieter verarbeitet Daten ausschließlich in unserem Auftrag und nach unseren Weisungen. Mit ihm haben wir einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen.`,
    accessLog: {
      intro:
        "Beim Aufruf jeder Seite übermittelt Ihr Browser technisch bedingt Daten an unseren Server. Ein vorgeschalteter Webserver (Reverse Proxy) nimmt jede Anfrage entgegen und speichert dazu in einer Protokolldatei (Server-Logdatei):",
      items: [
        "die IP-Adresse des anfragenden Geräts,",
        "Datum und Uhrzeit des Zugriffs,",
        "die aufgerufene Adresse (URL) und die Anfragemethode,",
        "den HTTP-Statuscode und die übertragene Datenmenge,",
        "die zuvor besuchte Seite (Referrer), soweit Ihr Browser sie übermittelt,",
        "Browsertyp und -version sowie das Betriebssystem (User-Agent).",
      ],
      purpose:
        "Wir benötigen diese Daten, um die Website auszuliefern, den Betrieb stabil und sicher zu halten und Fehler oder Angriffe zu erkennen und aufzuklären. Wir führen sie nicht mit anderen Daten zusammen und werten sie nicht zu Marketingzwecken aus.",
      deletion: (n) => `Die Server-Logdateien werden nach ${days(n, true)} automatisch gelöscht.`,
      incident:
        " Stellen wir einen konkreten Sicherheitsvorfall fest, bewahren wir die betroffenen Einträge ausnahmsweise auf, bis er aufgeklärt ist.",
    },
    noAccessLog:
      "Beim Aufruf jeder Seite übermittelt Ihr Browser technisch bedingt Daten an unseren Server, vor allem die IP-Adresse Ihres Geräts, die aufgerufene Adresse (URL) und Angaben zu Ihrem Browser (User-Agent). Der Server braucht sie, um Ihnen die Seite auszuliefern. Er schreibt über Seitenaufrufe kein Zugriffsprotokoll und speichert Ihre IP-Adresse nicht.",
    renderBudget:
      "Manche Antworten stellt der Server eigens für die jeweilige Anfrage zusammen, statt eine vorbereitete Seite auszuliefern – etwa wenn ein ohne JavaScript abgesendetes Kontaktformular noch unvollständig ist. Damit niemand den Server mit solchen Anfragen lahmlegt, zählt er sie je IP-Adresse (bei IPv6 je /64-Adressbereich) und beantwortet nur eine begrenzte Zahl pro Minute. Die Adresse hält er dafür nur im Arbeitsspeicher – sie wird weder gespeichert noch protokolliert – und verwirft sie spätestens zwei Minuten nach der letzten solchen Anfrage; jeder Neustart des Servers löscht die Zählung vollständig.",
    interest: "unsere Website sicher und funktionsfähig bereitzustellen",
    appLog: ({ days: n, delivery }) =>
      delivery === "files"
        ? `Unsere Website-Anwendung führt ein technisches Betriebsprotokoll, etwa über den Eingang einer Kontaktanfrage und ihre Ablage als Datei (mit einer internen Vorgangsnummer) oder über Fehler. Es enthält weder Ihre IP-Adresse noch den Inhalt Ihrer Anfrage. Dieses Protokoll löschen wir nach ${days(n, true)}.`
        : `Unsere Website-Anwendung führt ein technisches Betriebsprotokoll, etwa über den Eingang und die Zustellung einer Kontaktanfrage (mit einer internen Vorgangsnummer) oder über Fehler. Es enthält weder Ihre IP-Adresse noch den Inhalt Ihrer Anfrage; scheitert die Zustellung einer E-Mail, kann die Fehlermeldung des Mailservers allerdings die Empfängeradresse enthalten. Dieses Protokoll löschen wir nach ${days(n, true)}.`,
    appLogInterest:
      "Störungen und Fehler zu erkennen und zu beheben und nachvollziehen zu können, ob eine Anfrage angekommen und weitergegeben worden ist",
  },
  contactForm: {
    id: privacyAnchors.de.contactForm,
    title: "Kontaktformular",
    intro:
      "Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir die Angaben, die Sie dort eintragen: Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihr Unternehmen und Ihre Nachricht. Alle fünf Felder sind Pflichtfelder. Hinzu kommen der Zeitpunkt des Eingangs, eine interne Vorgangsnummer und die Sprache der Seite, auf der Sie das Formular abgeschickt haben (Deutsch oder Englisch), damit wir Ihnen in dieser Sprache antworten.",
    introVisit:
      "Außerdem speichern wir mit Ihrer Anfrage, soweit bekannt, wie Ihr Besuch begonnen hat: die Einstiegsseite, die verweisende Website und die Kampagne (siehe „Herkunft Ihrer Anfrage“).",
    purpose: {
      id: "kontaktformular-zweck",
      title: "Zweck und Rechtsgrundlage",
      text: "Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage zu bearbeiten und mit Ihnen in Kontakt zu treten. Zielt Ihre Anfrage auf den Abschluss eines Vertrags oder betrifft sie einen bestehenden Vertrag, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO. In allen anderen Fällen verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, an uns gerichtete Anfragen zuverlässig zu beantworten.",
      fields: typeset(
        `Wir fragen nur ab, was wir dafür brauchen (Art. 5 Abs. 1 lit. c DSGVO) – auch Telefonnummer und Unternehmen: Auf eine Anfrage melden wir uns per E-Mail oder Telefon, um einen Termin für das kostenlose Erstgespräch von ${site.claims.discoveryCallMinutes}\u00a0Minuten zu vereinbaren, das wir per Video oder Telefon führen. Ihr Unternehmen brauchen wir, weil sich unser Angebot an Unternehmen und öffentliche Auftraggeber richtet und wir das Gespräch auf Ihre Ausgangslage vorbereiten. Möchten Sie diese Angaben nicht machen, erreichen Sie uns ohne sie per E-Mail oder Telefon (siehe unten).`,
      ),
    },
    storage: {
      id: "kontaktformular-speicherung",
      title: "Zustellung, Speicherung und Löschung",
      intro: ({ encrypted, shared, delivery }) =>
        `Ihre Nachricht wird ${encrypted ? "verschlüsselt " : ""}an unseren Server übertragen und dort zuerst in einem Zwischenspeicher abgelegt, ${shared ? "einer Datenbank, die unsere Server gemeinsam nutzen" : "einer Datenbank auf unserem Server"}. So geht keine Anfrage verloren, wenn ${delivery === "files" ? "bei der Weiterleitung etwas schiefgeht" : "unser Mailserver einmal nicht erreichbar ist"}. ${
          delivery === "files"
            ? "Von dort legt der Server sie als Datei im E-Mail-Format in einem nicht öffentlichen Verzeichnis auf demselben Server ab, aus dem wir sie abrufen. Über einen Mailserver wird sie derzeit nicht versendet."
            : "Von dort stellt der Server sie als E-Mail an unser Postfach zu; als Antwortadresse ist Ihre E-Mail-Adresse eingetragen."
        }`,
      kept: {
        files: {
          lead: (n) => `Zwischenspeicher und Datei bleiben ${days(n)} erhalten`,
          text: ", damit wir keine Anfrage übersehen. Danach werden beide automatisch gelöscht.",
        },
        mailbox: {
          lead: (n) => `Nach der Zustellung bleibt die Kopie im Zwischenspeicher noch ${days(n)} erhalten`,
          text: ", damit wir eine Anfrage erneut zustellen können, falls die E-Mail verloren geht. Danach wird sie automatisch gelöscht.",
        },
      },
      undelivered: {
        files: {
          text: "Gelingt das Ablegen einmal nicht, versucht der Server es erneut. ",
          lead: (n) => `Eine Anfrage, die nach ${days(n, true)} noch nicht abgelegt werden konnte, wird gelöscht.`,
        },
        mailbox: {
          text: "Ist unser Mailserver vorübergehend nicht erreichbar, versucht der Server die Zustellung in wachsenden Abständen erneut; bleibt eine Anfrage liegen, werden wir alarmiert. ",
          lead: (n) => `Konnte eine Anfrage ${days(n)} nach Eingang noch nicht zugestellt werden, wird sie gelöscht.`,
        },
      },
      refused: {
        lead: (n) =>
          `Lehnt der Mailserver eine Nachricht endgültig ab, bleibt sie höchstens ${days(n)} im Zwischenspeicher`,
        text: ", damit wir sie prüfen und erneut versenden können. Danach wird sie automatisch gelöscht.",
      },
      longest: (n) => `Insgesamt bleibt eine Anfrage höchstens ${days(n)} nach ihrem Eingang im Zwischenspeicher.`,
      deletion: {
        postgresql:
          " Gelöschte Anfragen sind sofort nicht mehr abrufbar; den Speicherplatz, den sie belegt haben, gibt die Datenbank bei ihrer laufenden Bereinigung frei und überschreibt ihn nach und nach mit neuen Daten.",
        sqlite:
          " Gelöschte Anfragen werden in der Datenbank mit Nullen überschrieben und nicht nur als gelöscht markiert.",
      },
      backups: (n) =>
        `Vom Zwischenspeicher legen wir täglich eine Sicherungskopie an und bewahren jede ${days(n)} auf. So lange kann eine gelöschte Anfrage noch in einer Sicherungskopie enthalten sein; danach ist sie auch dort gelöscht.`,
      keeping: {
        files: keeping("Eine Anfrage, die wir abgerufen haben,"),
        mailbox: keeping("Die E-Mail in unserem Postfach"),
      },
    },
    confirmation: {
      id: "kontaktformular-bestaetigung",
      title: "Automatische Eingangsbestätigung",
      text: ({ delivery, shared }) => {
        const files = delivery === "files";
        return `Nach dem Absenden ${files ? "erzeugt der Server" : "erhalten Sie"} eine kurze E-Mail mit festem Text, die den Eingang Ihrer Anfrage bestätigt. Dafür verwenden wir nur Ihre E-Mail-Adresse; die Bestätigung ist in der Sprache der Seite verfasst, auf der Sie das Formular abgeschickt haben, und wiederholt Ihre Nachricht nicht.${files ? " Solange der Versand über einen Mailserver nicht eingerichtet ist, wird auch diese Bestätigung nur als Datei auf unserem Server abgelegt und nicht an Sie versendet." : ""} Damit Sie höchstens eine Bestätigung pro Tag erhalten, ${shared ? `speichert der Server 24\u00a0Stunden lang einen mit einem geheimen Schlüssel gebildeten Prüfwert (HMAC) Ihrer E-Mail-Adresse in unserer Datenbank, nicht die Adresse selbst; danach wird er binnen einer Minute gelöscht. In Sicherungskopien ist er nicht enthalten.` : "merkt sich der Server Ihre E-Mail-Adresse 24\u00a0Stunden lang im Arbeitsspeicher; danach verwirft er sie binnen einer Minute."} Für die Bestätigung im Zwischenspeicher gelten dieselben Löschregeln wie für Ihre Anfrage.`;
      },
      interest: "Ihnen den Eingang Ihrer Anfrage zu bestätigen",
    },
    abuse: {
      id: "kontaktformular-missbrauch",
      title: "Schutz vor Missbrauch",
      rateLimit: ({ proxy, shared }) =>
        `Damit niemand das Formular mit automatisierten Massenanfragen lahmlegt, zählt der Server, wie viele Anfragen von einer IP-Adresse kommen (bei IPv6 aus dem zugehörigen /64-Adressbereich${proxy ? "; die Adresse übermittelt ihm der vorgeschaltete Webserver" : ""}), und lässt nur wenige pro Minute und pro Stunde zu. ${
          shared
            ? `Weil sich mehrere Server diese Zählung teilen, steht sie in unserer Datenbank, und zwar nicht als Adresse, sondern als ${KEYED_HASH}; protokolliert wird die Adresse nicht. Jeder Zähler wird eine Stunde nach der ersten gezählten Anfrage binnen einer Minute gelöscht, auch über einen Neustart des Servers hinweg. In Sicherungskopien ist er nicht enthalten.`
            : "Die Adresse wird dafür ausschließlich im Arbeitsspeicher gehalten – weder in der Datenbank gespeichert noch protokolliert. Eine Stunde nach der letzten Anfrage verwirft der Server sie binnen einer Minute; mit jedem Neustart des Servers ist die Zählung vollständig gelöscht."
        }`,
      honeypot:
        "Außerdem enthält das Formular ein für Menschen unsichtbares Feld. Füllt ein Programm es aus, verwirft der Server die Anfrage, ohne etwas zu speichern.",
      interest: "unsere Systeme und unser Postfach vor Missbrauch zu schützen",
    },
    origin: originDe,
    recipients: {
      id: "kontaktformular-empfaenger",
      title: "Empfänger",
      files: `Ihre Anfrage bleibt auf unserem Server, den die ${hosting.name}, ${hosting.city}, als Auftragsverarbeiter nach Art. 28 DSGVO für uns betreibt. In unserem Unternehmen haben nur die Personen Zugriff, die Ihre Anfrage bearbeiten. An andere Dritte geben wir Ihre Angaben nicht weiter.`,
      mailbox: `Ihre Anfrage landet als E-Mail in unserem Postfach. Unsere E-Mail-Postfächer betreibt die ${mailProvider.name}, ${mailProvider.city}, als Auftragsverarbeiter nach Art. 28 DSGVO für uns; ihre Server stehen in ${mailProvider.serverLocation}. In unserem Unternehmen haben nur die Personen Zugriff, die Ihre Anfrage bearbeiten. An andere Dritte geben wir Ihre Angaben nicht weiter.`,
    },
    obligation: {
      id: "kontaktformular-pflicht",
      title: "Müssen Sie Ihre Daten angeben?",
      text: [
        "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Ohne die Pflichtangaben können wir Ihre Anfrage über das Formular jedoch nicht annehmen. Sie erreichen uns dann ebenso per E-Mail an ",
        mailto(site.email),
        " oder telefonisch unter ",
        link(site.phone, phoneHref(site.phone)),
        ".",
      ],
    },
  },
  emailAndPhone: {
    id: "kontakt",
    title: "Kontakt per E-Mail oder Telefon",
    text: "Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir die Angaben, die Sie uns dabei mitteilen – etwa Ihren Namen, Ihre Kontaktdaten und Ihr Anliegen –, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn es um einen Vertrag oder seine Anbahnung geht, sonst Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an der Beantwortung von Anfragen). Für die Aufbewahrung gilt dasselbe wie für Anfragen aus dem Kontaktformular.",
  },
  cookies: {
    id: "cookies",
    title: "Keine Cookies, keine Tracking-Dienste",
    none: {
      everyone:
        "Diese Website setzt keine Cookies – weder eigene noch solche von Drittanbietern. Wir verwenden keine Analyse-, Statistik- oder Tracking-Dienste Dritter, keine Werbenetzwerke, keine Social-Media-Plugins und kein Fingerprinting. Deshalb sehen Sie bei uns auch kein Cookie-Banner.",
      visitors:
        "Die Seiten dieser Website setzen keine Cookies – weder eigene noch solche von Drittanbietern. Wir verwenden keine Analyse-, Statistik- oder Tracking-Dienste Dritter, keine Werbenetzwerke, keine Social-Media-Plugins und kein Fingerprinting. Deshalb sehen Sie bei uns auch kein Cookie-Banner.",
    },
    reach:
      "Wie oft unsere Seiten aufgerufen werden, zählt unser eigener Server ohne Cookies (siehe „Reichweitenmessung ohne Cookies“).",
    admin:
      "Cookies setzt allein unser Redaktionsbereich, und nur für Mitglieder unseres Redaktionsteams, die sich dort anmelden (siehe „Redaktionsbereich“).",
    sessionStorage: typeset(
      "Die Website legt in Ihrem Browser nur zwei Einträge im Sitzungsspeicher (sessionStorage) ab: die Scrollposition der zuletzt aufgerufenen Seiten, damit Sie mit der Zurück-Taste wieder an derselben Stelle landen, und die Versionskennung der Website, damit Ihr Browser nach einer Aktualisierung der Website die passenden Seitenteile lädt. Beide enthalten keine personenbezogenen Daten, verlassen Ihren Browser nicht und werden gelöscht, sobald Sie den Tab schließen. Diese Speicherung ist für die von Ihnen gewünschte Funktion unbedingt erforderlich und deshalb ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG).",
    ),
  },
  fonts: {
    id: "schriftarten",
    title: "Schriftarten, Icons und Inhalte Dritter",
    text: "Die Schriftart „Inter“ liefern wir von unserem eigenen Server aus; eine Verbindung zu Google Fonts oder einem anderen Schriftenanbieter wird nicht aufgebaut. Dasselbe gilt für Icons und Illustrationen. Wir binden keine Videos, Karten oder andere Inhalte fremder Anbieter ein. Eine Sicherheitsrichtlinie (Content Security Policy) weist Ihren Browser zusätzlich an, auf unseren Seiten keine Inhalte von fremden Servern zu laden.",
  },
  links: {
    id: "links",
    title: "Links auf andere Websites",
    text: `Unsere Seiten enthalten einfache Links, zum Beispiel zu unserer ${site.conference.name}-Website. Erst wenn Sie einen solchen Link anklicken, ruft Ihr Browser die andere Website auf; vorher werden keine Daten übermittelt. Für die Datenverarbeitung dort ist der jeweilige Betreiber verantwortlich.`,
  },
  recipients: {
    id: "empfaenger",
    title: "Empfänger und Übermittlung in Drittländer",
    sameProvider: `Personenbezogene Daten erhält außer uns nur die ${hosting.name}, ${hosting.city}, die als Auftragsverarbeiter streng weisungsgebunden unseren Server und unsere E-Mail-Postfächer betreibt. Sie verarbeitet die Daten in ${hosting.serverLocation}.`,
    twoProviders: `Personenbezogene Daten erhalten außer uns nur unsere Auftragsverarbeiter, die streng weisungsgebunden für uns tätig sind: die ${hosting.name}, ${hosting.city} (Betrieb des Servers, Verarbeitung in ${hosting.serverLocation}), und die ${mailProvider.name}, ${mailProvider.city} (E-Mail-Postfächer, Verarbeitung in ${mailProvider.serverLocation}).`,
    noTransfer: {
      everyone:
        "Eine Übermittlung in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nicht statt. An Behörden geben wir Daten nur weiter, wenn ein Gesetz uns dazu verpflichtet.",
      visitors:
        "Daten unserer Besucherinnen und Besucher übermitteln wir nicht in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums; nur die Anmeldung unseres Redaktionsteams läuft über GitHub in den USA (siehe „Redaktionsbereich“). An Behörden geben wir Daten nur weiter, wenn ein Gesetz uns dazu verpflichtet.",
    },
  },
  automatedDecisions: {
    id: "entscheidungen",
    title: "Keine automatisierte Entscheidungsfindung",
    text: "Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen, und erstellen keine Profile (Art. 22 DSGVO).",
  },
  rights: {
    id: "rechte",
    title: "Ihre Rechte",
    intro: "Sie haben uns gegenüber folgende Rechte hinsichtlich der Sie betreffenden Daten:",
    items: [
      "Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO),",
      "Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO),",
      "Löschung Ihrer Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO),",
      "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
      "Datenübertragbarkeit: Herausgabe der Daten, die Sie uns bereitgestellt haben, in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),",
      "Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe unten).",
    ],
    exercise: [
      "Um ein Recht auszuüben, genügt eine formlose Nachricht an ",
      mailto(dp.email),
      ". Eine Anfrage aus dem Kontaktformular löschen wir auf Ihren Wunsch auch vor Ablauf der genannten Frist aus unserem Zwischenspeicher.",
    ],
  },
  rightToObject: {
    id: "widerspruch",
    title: "Widerspruchsrecht",
    note: [
      [
        { strong: "Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten," },
        " haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen (Art. 21 Abs. 1 DSGVO). Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
      ],
      ["Der Widerspruch ist an keine Form gebunden; eine E-Mail an ", mailto(dp.email), " genügt."],
    ],
  },
  complaints: {
    id: "beschwerde",
    title: "Beschwerderecht bei einer Aufsichtsbehörde",
    intro:
      "Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt, haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist:",
    authority: [
      authority.name,
      authority.street,
      `${authority.postalCode} ${authority.city}`,
      [link(authority.url.replace(/^https?:\/\//, ""), authority.url)],
    ],
  },
  security: {
    id: "sicherheit",
    title: "Datensicherheit",
    typeset,
    https: "Diese Website wird über eine verschlüsselte Verbindung (HTTPS mit TLS) ausgeliefert.",
    httpsAddress:
      "Rufen Sie diese Website unter ihrer Adresse mit „https://“ auf, ist die Verbindung verschlüsselt (HTTPS mit TLS).",
    hsts: (d) =>
      `Unser Server weist Ihren Browser außerdem an, sie ${hstsPeriod(d)} nur noch verschlüsselt aufzurufen (HTTP Strict Transport Security).`,
    noHttps:
      "Diese Installation der Website ist nicht für eine verschlüsselte Verbindung (HTTPS) eingerichtet; übermitteln Sie über sie bitte keine vertraulichen Angaben.",
    measures:
      "Unseren Server und die dort gespeicherten Daten schützen wir mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO, die wir an den Stand der Technik anpassen.",
  },
  changes: {
    id: "aenderungen",
    title: "Aktualität und Änderungen",
    text: `Stand: ${updated}. Ändert sich die Datenverarbeitung auf dieser Website, passen wir diese Datenschutzerklärung an. Es gilt die jeweils hier veröffentlichte Fassung.`,
  },
};

/** The German privacy page: its title, header, highlights and the policy's words. */
export const privacyDe = {
  meta: {
    title: "Datenschutzerklärung",
    description:
      "Datenschutzerklärung: keine Cookies, keine Tracking-Dienste. Was mit Server-Logs und Kontaktanfragen geschieht und welche Rechte Sie haben.",
  },
  header: {
    eyebrow: "Rechtliches",
    /** Name of the list of highlights under the heading. */
    highlightsLabel: "Auf einen Blick",
    // Soft hyphen: the long word breaks as "Datenschutz-erklärung" where it does not fit (390 px).
    title: "Datenschutz\u00aderklärung",
    intro: typeset(
      `Informationen nach Art. 13 DSGVO darüber, welche personenbezogenen Daten wir beim Besuch dieser Website verarbeiten – und welche nicht. Stand: ${updated}.`,
    ),
  },
  /** Short facts shown as chips under the page title. */
  highlights: [
    "Keine Cookies",
    "Keine Tracking-Dienste",
    "Keine Anfragen an Dritte",
    "Schriften selbst gehostet",
    `Server in ${hosting.serverLocation}`,
  ],
  phrases,
};
