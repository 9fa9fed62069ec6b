import type { ArticleSection } from "../types";
import { site } from "../site";
import { paths } from "../../paths";
import crossPlatformArt from "~/assets/art/services/app-development-cross-platform.svg?drawing";

const c = site.claims;

/**
 * The app-development article (requirements §2.5): shown on /services/app-development and, as a long-form
 * page with a table of contents, on /app-development-knowledge. Five sections: what app development
 * is and why it matters; platforms; choosing a developer; cost and timeframe; monetisation.
 */
export const appArticleSections: ArticleSection[] = [
  {
    id: "was-ist-app-entwicklung",
    title: "Was ist App-Entwicklung – und warum ist sie für Unternehmen wichtig?",
    navTitle: "Was ist App-Entwicklung?",
    blocks: [
      {
        type: "p",
        text: "App-Entwicklung umfasst alles, was nötig ist, damit eine Anwendung auf Smartphones und Tablets zuverlässig funktioniert: die Analyse der Anforderungen, das Design der Benutzeroberfläche, die Programmierung der App selbst, das Backend mit Datenbanken und Schnittstellen, Tests auf unterschiedlichen Geräten und schließlich die Veröffentlichung im App Store und bei Google Play. Nach dem Launch beginnt der vielleicht wichtigste Teil: Betrieb, Pflege und Weiterentwicklung.",
      },
      {
        type: "p",
        text: "Für Unternehmen ist das Smartphone längst das wichtigste Arbeitsgerät neben dem Laptop. Kundinnen und Kunden bestellen, buchen und informieren sich mobil, Servicetechnikerinnen und -techniker dokumentieren ihre Einsätze direkt vor Ort, und in Produktion und Lager ersetzen Apps zunehmend Papierlisten und fest installierte Terminals. Wer hier keine passende mobile Lösung anbietet, überlässt Reichweite, Effizienz und Kundenbindung dem Wettbewerb.",
      },
      { type: "h", text: "Was eine App kann, was eine Website nicht kann" },
      {
        type: "p",
        text: "Eine App hat direkten Zugriff auf die Funktionen des Geräts: Kamera und Barcode-Scanner, GPS, Bluetooth-Sensoren, biometrische Anmeldung und Push-Benachrichtigungen. Sie funktioniert auch ohne Netzverbindung und gleicht Daten ab, sobald wieder Empfang besteht. Und sie ist mit einem Fingertipp auf dem Startbildschirm erreichbar – ein Kanal zu Ihren Kunden, den Ihr Unternehmen selbst in der Hand hat.",
      },
      { type: "h", text: "Typische Einsatzfelder im B2B-Umfeld" },
      {
        type: "list",
        items: [
          {
            term: "Kunden-Apps",
            text: "Bestellungen, Ersatzteilkataloge, Serviceanfragen und Dokumente rund um die Uhr im Self-Service.",
          },
          {
            term: "Außendienst und Service",
            text: "Aufträge, Checklisten, Fotos und digitale Unterschriften direkt beim Kunden – auch ohne Netz.",
          },
          {
            term: "Produktion und Logistik",
            text: "Scannen, Erfassen und Quittieren ohne Medienbruch, angebunden an ERP und Lagerverwaltung.",
          },
          {
            term: "Interne Kommunikation",
            text: "Informationen, Schichtpläne und Schulungen für Mitarbeitende ohne festen Büroarbeitsplatz.",
          },
        ],
      },
      {
        type: "p",
        text: "Entscheidend ist nicht die Zahl der Funktionen, sondern der messbare Nutzen: weniger manuelle Arbeit, schnellere Abläufe, zufriedenere Kunden. Eine gute App beginnt deshalb mit einer einfachen Frage: Welches Problem lösen wir für wen?",
      },
    ],
  },
  {
    id: "plattformen",
    title: "Plattformen: Android, iOS oder beides?",
    navTitle: "Plattformen",
    blocks: [
      {
        type: "p",
        text: "In Deutschland teilen sich zwei Betriebssysteme den Smartphone-Markt: Android von Google und iOS von Apple. Android läuft auf der Mehrzahl der Geräte und deckt eine große Bandbreite an Herstellern und Preisklassen ab. iOS hat einen kleineren, aber besonders kaufkräftigen Nutzerkreis und ist in vielen Unternehmen als Diensthandy gesetzt. Für die meisten Business-Apps lautet die Antwort deshalb: beide Plattformen.",
      },
      { type: "h", text: "Android und iOS im Vergleich" },
      {
        type: "p",
        text: "Beide Plattformen unterscheiden sich in Bedienkonzept, Designrichtlinien und Veröffentlichungsprozess. Apple prüft jede App vor der Freigabe vergleichsweise streng, bei Google Play ist die Prüfung meist schneller abgeschlossen. Android-Apps müssen auf sehr unterschiedlichen Bildschirmgrößen und Systemversionen laufen, iOS-Apps bedienen eine überschaubarere Gerätepalette. Für B2B-Apps lohnt ein Blick auf die Zielgruppe: Welche Geräte nutzen Ihre Kunden, und welche stellt Ihre IT-Abteilung bereit?",
      },
      {
        type: "table",
        caption: "Die drei Wege zur App im Überblick",
        head: ["Kriterium", "Native iOS", "Native Android", "Cross-Platform"],
        rows: [
          ["Sprache", "Swift", "Kotlin", "TypeScript mit React Native"],
          [
            "Geräte",
            "iPhone und iPad",
            "Android-Smartphones, -Tablets und Handhelds",
            "Beide Plattformen aus einer Codebasis",
          ],
          ["Performance", "Maximal", "Maximal", "Für die meisten Business-Apps gleichwertig"],
          ["Gerätefunktionen", "Vollständig", "Vollständig", "Nahezu vollständig, Spezialfälle nativ ergänzbar"],
          ["Aufwand", "Eine Codebasis je Plattform", "Eine Codebasis je Plattform", "Eine gemeinsame Codebasis"],
        ],
      },
      { type: "h", text: "Smartphone und Tablet" },
      {
        type: "p",
        text: "Viele Business-Apps werden nicht nur auf dem Smartphone genutzt. Im Vertrieb, in der Pflege oder an der Maschine ist das Tablet oft das bessere Werkzeug: mehr Platz für Tabellen, Zeichnungen und Formulare. Eine gute App passt ihr Layout an die Bildschirmgröße an, statt einfach nur größer zu werden. Planen Sie deshalb von Anfang an, auf welchen Geräten Ihre App eingesetzt wird – das beeinflusst Design, Aufwand und Testumfang.",
      },
      { type: "h", text: "Cross-Platform: eine Codebasis für beide Stores" },
      {
        type: "figure",
        figure: "cross-platform",
        caption: "Eine gemeinsame Codebasis, zwei Apps: veröffentlicht im App Store und bei Google Play.",
      },
      {
        type: "p",
        text: "Mit Frameworks wie React Native entsteht eine App aus einer gemeinsamen Codebasis, die sowohl im App Store als auch bei Google Play veröffentlicht wird. Anders als reine Web-Apps nutzt React Native die nativen Bedienelemente des jeweiligen Systems, sodass sich die App auf beiden Plattformen vertraut anfühlt. Für die meisten Business-Anwendungen spart dieser Ansatz einen erheblichen Teil des Entwicklungs- und Wartungsaufwands, weil Funktionen nur einmal umgesetzt und getestet werden.",
      },
      {
        type: "p",
        text: "Native Entwicklung mit Swift für iOS und Kotlin für Android bleibt die beste Wahl, wenn eine App sehr eng mit der Hardware arbeitet, aufwendige Grafik darstellt oder neue Plattformfunktionen vom ersten Tag an nutzen soll. Oft ist eine Kombination sinnvoll: eine Cross-Platform-App mit einzelnen nativen Modulen, etwa für die Anbindung spezieller Scanner oder Messgeräte.",
      },
    ],
  },
  {
    id: "entwickler-finden",
    title: "Den richtigen Entwicklungspartner finden",
    navTitle: "Den richtigen Partner finden",
    blocks: [
      {
        type: "p",
        text: "Die Wahl des Partners entscheidet oft mehr über den Erfolg einer App als die Wahl der Technologie. Schließlich arbeiten Sie über Monate, häufig über Jahre zusammen – vom ersten Konzept bis zur Weiterentwicklung nach dem Launch.",
      },
      { type: "h", text: "Worauf Sie achten sollten" },
      {
        type: "list",
        items: [
          {
            term: "Referenzen mit Substanz",
            text: "Apps, die tatsächlich im Einsatz sind, idealerweise in Ihrer Branche oder mit vergleichbaren Anforderungen. Fragen Sie nach einem Gespräch mit einem Bestandskunden.",
          },
          {
            term: "Verständnis für Ihr Geschäft",
            text: "Ein guter Partner fragt nach Prozessen, Zielen und Nutzern, bevor er über Funktionen und Technik spricht.",
          },
          {
            term: "Transparentes Vorgehen",
            text: "Klare Meilensteine, regelmäßige Demos und nachvollziehbare Aufwände statt einer Blackbox bis zum Abgabetermin.",
          },
          {
            term: "Alles aus einer Hand",
            text: "Design, App, Backend, Schnittstellen und Betrieb müssen zusammenpassen. Jede zusätzliche Übergabe zwischen Dienstleistern kostet Zeit und Qualität.",
          },
          {
            term: "Sicherheit und Datenschutz",
            text: "Erfahrung mit der DSGVO, sicherer Anmeldung und Hosting-Optionen in Deutschland oder der EU.",
          },
        ],
      },
      { type: "h", text: "Freelancer oder Agentur?" },
      {
        type: "p",
        text: "Freelancer sind flexibel und oft günstiger im Stundensatz. Für überschaubare Projekte mit klar umrissenem Umfang kann das gut passen. Bei geschäftskritischen Apps stoßen Einzelpersonen jedoch schnell an Grenzen: Kaum jemand deckt Design, iOS, Android, Backend und Betrieb gleichermaßen ab, und Urlaub oder Krankheit bedeuten Stillstand.",
      },
      {
        type: "p",
        text: "Eine Agentur bringt ein eingespieltes Team mit, das Wissen teilt, sich gegenseitig vertritt und Qualität durch Code-Reviews und automatisierte Tests sichert. Für Unternehmen, die ihre App über Jahre betreiben und weiterentwickeln wollen, ist das meist die verlässlichere Wahl – vorausgesetzt, Sie haben feste Ansprechpersonen und nicht jede Woche ein neues Gesicht im Projekt.",
      },
      { type: "h", text: "Fragen, die Sie im Erstgespräch stellen sollten" },
      {
        type: "list",
        ordered: true,
        items: [
          "Welche vergleichbaren Apps haben Sie entwickelt, und kann ich mit einem Ihrer Kunden sprechen?",
          "Wie gehen Sie vor, und wann sehe ich das erste klickbare Ergebnis?",
          "Wer ist während des Projekts meine feste Ansprechperson?",
          "Wem gehören Quellcode und Nutzungsrechte nach Projektende?",
          "Wie sind Wartung, Updates und Support nach dem Launch geregelt?",
          "Wie gehen Sie mit Anforderungen um, die sich während der Entwicklung ändern?",
        ],
      },
    ],
  },
  {
    id: "kosten-und-zeitrahmen",
    title: "Kosten und Zeitrahmen einer App-Entwicklung",
    navTitle: "Kosten und Zeitrahmen",
    blocks: [
      {
        type: "p",
        text: "„Was kostet eine App?“ ist die häufigste Frage im Erstgespräch – und die ehrliche Antwort lautet: Es kommt darauf an. Eine App mit wenigen Bildschirmen und ohne eigenes Backend liegt in einer völlig anderen Größenordnung als eine Plattform mit Nutzerverwaltung, Bezahlfunktion und Anbindung an mehrere Unternehmenssysteme. Ein seriöses Angebot entsteht deshalb erst, wenn Umfang und Ziele klar sind.",
      },
      { type: "h", text: "Die wichtigsten Kostenfaktoren" },
      {
        type: "list",
        items: [
          { term: "Funktionsumfang", text: "Anzahl und Komplexität der Bildschirme, Benutzerrollen und Abläufe." },
          { term: "Plattformen", text: "eine gemeinsame Cross-Platform-Codebasis oder zwei native Apps." },
          {
            term: "Backend und Schnittstellen",
            text: "eigene Server und Datenbanken sowie Anbindungen an ERP, CRM oder Zahlungsdienste.",
          },
          {
            term: "Design",
            text: "Umsetzung eines bestehenden Designsystems oder ein eigenes Design mit Nutzertests.",
          },
          {
            term: "Sicherheit und Compliance",
            text: "Anforderungen an Datenschutz, Verschlüsselung, Audits und den Hosting-Standort.",
          },
          {
            term: "Offline-Fähigkeit",
            text: "Das Abgleichen von Daten ohne Netz ist aufwendig, für Außendienst und Produktion aber oft unverzichtbar.",
          },
        ],
      },
      { type: "h", text: "Typische Zeiträume" },
      {
        type: "p",
        text: `Bei uns sehen Sie nach ${c.appResultWeeks}\u00a0Wochen ein klickbares Ergebnis, an dem sich Nutzerführung und Umfang konkret bewerten lassen. Ein MVP – eine erste, bewusst schlanke Version mit den wichtigsten Funktionen – entsteht in ${c.mvpWeeks}\u00a0Wochen; in Woche\u00a0${c.pilotWeek} beginnt der Pilotbetrieb mit echten Nutzerinnen und Nutzern. Umfangreiche Unternehmens-Apps mit vielen Schnittstellen wachsen anschließend in mehreren Ausbaustufen über einige Monate.`,
      },
      {
        type: "p",
        text: "Der schnellste Weg zum Ziel ist fast immer, klein anzufangen: Die erste Version konzentriert sich auf den Kernnutzen, sammelt echtes Feedback und wird dann gezielt erweitert. So vermeiden Sie teure Funktionen, die später niemand nutzt.",
      },
      { type: "h", text: "Wartung und Updates" },
      {
        type: "p",
        text: "Eine App ist mit dem Launch nicht fertig. Apple und Google veröffentlichen jedes Jahr neue Versionen ihrer Betriebssysteme, verwendete Bibliotheken erhalten Sicherheitsupdates, und Ihre Nutzerinnen und Nutzer wünschen sich neue Funktionen. Ein Wartungsvertrag mit festen Reaktionszeiten sorgt dafür, dass Ihre App auch nach dem nächsten Systemupdate zuverlässig läuft.",
      },
      {
        type: "note",
        title: "Faustregel für Ihre Planung",
        text: "Planen Sie neben dem Budget für die Entwicklung von Anfang an ein laufendes Budget für Pflege und Weiterentwicklung ein. Als grobe Orientierung gelten jährlich 15 bis 20 Prozent der ursprünglichen Entwicklungskosten.",
      },
    ],
  },
  {
    id: "monetarisierung",
    title: "Monetarisierung: Wie sich eine App auszahlt",
    navTitle: "Monetarisierung",
    blocks: [
      {
        type: "p",
        text: "Nicht jede App muss selbst Umsatz erzielen. Gerade im B2B-Umfeld liegt ihr Wert häufig in eingesparten Kosten, schnelleren Prozessen und engerer Kundenbindung. Wer eine App aber als eigenes Produkt vermarkten will, hat mehrere Erlösmodelle zur Wahl – oft in Kombination.",
      },
      { type: "h", text: "Bezahl-Apps" },
      {
        type: "p",
        text: "Käuferinnen und Käufer zahlen einmalig beim Download. Das Modell ist einfach, die Hürde zum Herunterladen aber hoch. Es eignet sich für spezialisierte Werkzeuge mit klar erkennbarem Nutzen, etwa Berechnungs- oder Planungs-Apps für Fachleute. Apple und Google behalten je nach Programm und Umsatz eine Provision von 15 bis 30 Prozent ein.",
      },
      { type: "h", text: "In-App-Käufe und Abonnements" },
      {
        type: "p",
        text: "Die App selbst ist kostenlos; zusätzliche Funktionen, Inhalte oder Kontingente werden in der App erworben. Für Software-as-a-Service-Produkte sind Abonnements das gängigste Modell: Kunden zahlen monatlich oder jährlich und erhalten laufend Verbesserungen. Für digitale Inhalte und Funktionen schreiben die Stores in der Regel ihre eigenen Bezahlsysteme vor, physische Waren und Dienstleistungen können Sie dagegen über eigene Zahlungsanbieter abrechnen.",
      },
      { type: "h", text: "Werbung" },
      {
        type: "p",
        text: "Werbefinanzierte Apps erreichen viele Menschen, weil sie kostenlos sind. Nennenswerte Erlöse entstehen allerdings erst bei großer Reichweite, Werbung stört schnell das Nutzungserlebnis, und personalisierte Anzeigen erfordern eine Einwilligung nach DSGVO. Für Unternehmens-Apps ist dieses Modell deshalb selten die richtige Wahl; eher kommen Partnerangebote infrage, die Ihren Nutzern einen echten Mehrwert bieten.",
      },
      { type: "h", text: "Der Nutzen für Ihr Unternehmen" },
      {
        type: "p",
        text: "Für die meisten B2B-Apps ist der wichtigste Ertrag indirekt: Bestellungen laufen automatisiert statt per Telefon und E-Mail, Teams im Außendienst sparen Wege und Nacharbeit, Kunden bleiben über einen eigenen Kanal mit Ihnen verbunden. Legen Sie diese Ziele vor dem Projektstart fest und machen Sie sie messbar – etwa über Bearbeitungszeiten, Bestellquoten oder die Zahl der Serviceanfragen. Dann lässt sich nach dem Launch klar beantworten, ob und wann sich die Investition auszahlt.",
      },
    ],
  },
];

/** Drawn figures the article refers to by key. */
export const appArticleFigures = {
  "cross-platform": {
    art: crossPlatformArt,
    alt: "Schema: Eine gemeinsame Codebasis wird als App im App Store und bei Google Play veröffentlicht.",
  },
} as const;

const words = appArticleSections
  .flatMap((s) => [
    s.title,
    ...s.blocks.flatMap((b) => {
      switch (b.type) {
        case "p":
        case "h":
          return [b.text];
        case "list":
          return b.items.map((i) => (typeof i === "string" ? i : `${i.term} ${i.text}`));
        case "table":
          return [b.caption, ...b.head, ...b.rows.flat()];
        case "note":
          return [b.title, b.text];
        case "figure":
          return [b.caption];
      }
    }),
  ])
  .join(" ")
  .split(/\s+/).length;

/** The knowledge page, /app-development-knowledge (requirements §2.1). */
export const knowledge = {
  meta: {
    title: "Ratgeber App-Entwicklung: Plattformen, Partnerwahl, Kosten",
    description:
      "Der Ratgeber zur App-Entwicklung für Unternehmen: Android oder iOS, Freelancer oder Agentur, Kosten, Zeitrahmen, Wartung und Monetarisierung – verständlich erklärt.",
  },
  header: {
    eyebrow: "Ratgeber",
    title: "App-Entwicklung: Wissen für Ihre Entscheidung",
    intro:
      "Was App-Entwicklung umfasst, welche Plattform zu Ihnen passt, woran Sie einen guten Partner erkennen, womit Sie bei Kosten und Zeitrahmen rechnen sollten und wie sich eine App auszahlt.",
    /** Reading time at about 200 words per minute. */
    readingTime: `Lesezeit: ca. ${Math.round(words / 200)}\u00a0Minuten`,
    sections: `${appArticleSections.length} Kapitel`,
  },
  tocTitle: "Inhalt",
  summary: {
    title: "Das Wichtigste in Kürze",
    items: [
      "Für die meisten Business-Apps ist Cross-Platform mit React Native die wirtschaftlichste Wahl: eine Codebasis, beide Stores.",
      "Achten Sie bei der Partnerwahl auf echte Referenzen, feste Ansprechpersonen und ein transparentes Vorgehen mit frühen Ergebnissen.",
      "Die Kosten hängen vor allem von Funktionsumfang, Schnittstellen und Sicherheitsanforderungen ab – klein anfangen spart Geld.",
      "Planen Sie Wartung und Updates von Anfang an ein; eine App ist mit dem Launch nicht fertig.",
    ],
  },
  aside: {
    title: "Sie planen eine App?",
    text: `Im kostenlosen Erstgespräch von ${site.claims.discoveryCallMinutes}\u00a0Minuten beantworten wir Ihre Fragen – konkret für Ihr Vorhaben.`,
    action: { label: "Kostenlose Beratung", href: paths.contact },
  },
  closing: {
    title: `In ${c.appResultWeeks}\u00a0Wochen zum klickbaren Ergebnis – auch für Ihre App`,
    text: "Sie möchten wissen, was das konkret für Ihr Vorhaben bedeutet? Erfahren Sie mehr über unsere App-Entwicklung oder rufen Sie uns einfach an.",
    primary: { label: "Kostenlose Beratung", href: paths.contact },
    secondary: { label: "Zur App-Entwicklung", href: paths.service("app-development") },
  },
} as const;
