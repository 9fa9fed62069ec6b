import { teasers } from "./registry";
import type { Reference } from "./types";

export const walterAg = {
  ...teasers["walter-ag"],
  title: "Software zur Auslegung von Schleifscheiben",
  leistungen: ["Software-Entwicklung", "UI/UX-Design", "Datenbankdesign", "Wartung & Weiterentwicklung"],
  descriptions: [
    "Anwendungstechnikerinnen und -techniker der Walter AG legen Schleifscheiben in einer Desktop-Anwendung aus, die Geometrie, Werkstoff und Bearbeitungsparameter an einem Ort zusammenführt.",
    "Statt verstreuter Tabellen und Erfahrungswerte prüft die Software jede Konfiguration gegen hinterlegte Regeln, zeigt das Profil der Scheibe maßstäblich an und erzeugt das Datenblatt für Angebot und Fertigung auf Knopfdruck.",
  ],
  facts: [
    { label: "Branche", value: "Maschinenbau, Schleiftechnik" },
    { label: "Plattform", value: "Windows-Desktop" },
    { label: "Nutzergruppen", value: "Anwendungstechnik und Vertrieb" },
    { label: "Leistungsumfang", value: "Anforderungsanalyse, Entwicklung, Wartung" },
  ],
  figures: [{ value: "Minuten", label: "statt Stunden für eine Auslegung" }],
  story: {
    challenge: {
      title: "Expertenwissen, das nicht mitwachsen konnte",
      paragraphs: [
        "Die Auslegung einer Schleifscheibe hängt von vielen Größen ab: Werkstück und Werkstoff, Körnung und Bindung, Profil, Drehzahl und den Grenzen der Maschine. Dieses Wissen steckte in gewachsenen Excel-Tabellen und in den Köpfen weniger Spezialisten.",
        "Jede Anfrage kostete Zeit, Varianten ließen sich kaum nebeneinanderstellen, und Unstimmigkeiten fielen mitunter erst in der Fertigung auf.",
      ],
    },
    solution: {
      title: "Ein Werkzeug für die Anwendungstechnik, gebaut mit ihr",
      paragraphs: [
        "In gemeinsamen Workshops mit der Anwendungstechnik haben wir die Regeln der Auslegung erfasst und in eine C#-Anwendung auf .NET mit WPF-Oberfläche übersetzt. Eine MySQL-Datenbank hält Werkstoffe, Scheibentypen und Maschinendaten zentral vor.",
        "Die Oberfläche führt Schritt für Schritt durch die Auslegung und meldet Widersprüche sofort – nicht erst, wenn die Scheibe gefertigt wird.",
      ],
      points: [
        "Geführte Eingabe mit Plausibilitätsprüfung in Echtzeit",
        "Maßstäbliche Vorschau von Scheibe und Profil",
        "Varianten nebeneinander vergleichen und die beste übernehmen",
        "Export der Auslegung als Datenblatt für Angebot und Fertigung",
      ],
    },
    result: {
      title: "Minuten statt Stunden",
      paragraphs: [
        "Eine Auslegung, die früher Stunden dauerte, ist heute in Minuten erledigt. Neue Kolleginnen und Kollegen arbeiten sich schneller ein, weil die Software sie durch die Entscheidungen führt.",
        "Da alle Regeln an einer Stelle gepflegt werden, bleibt das Wissen im Unternehmen – und jede Änderung gilt sofort für alle, die mit der Anwendung arbeiten.",
      ],
    },
  },
  image: {
    alt: "Desktop-Monitor mit der Anwendung GrindDesign: links ein Formular mit Durchmesser, Breite, Körnung, Bindung und Drehzahl, in der Mitte die gezeichnete Schleifscheibe, rechts ihr Profil mit Bemaßung. Eine Karte vergleicht Variante A und B.",
  },
  meta: {
    title: "Referenz Walter AG: Auslegung von Schleifscheiben",
    description:
      "Desktop-Software mit C#, WPF, .NET und MySQL: Wie die Anwendungstechnik der Walter AG Schleifscheiben in Minuten statt Stunden auslegt.",
  },
  cta: {
    title: "Ihr Expertenwissen verdient eine eigene Software.",
    text: "Wir übersetzen Fachwissen in Anwendungen, die Ihr Team gern benutzt. Sprechen wir in einem kostenlosen Erstgespräch über Ihre Abläufe.",
  },
} as const satisfies Reference;
