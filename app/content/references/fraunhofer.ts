import { teasers } from "./registry";
import type { Reference } from "./types";

export const fraunhofer = {
  ...teasers.fraunhofer,
  title: "Simulation des Metallbiegens und App zur Maschinensteuerung",
  leistungen: ["Software-Entwicklung", "Simulation", "App-Entwicklung", "Maschinenanbindung"],
  descriptions: [
    "Für ein Fraunhofer-Institut haben wir eine Anwendung entwickelt, die das Biegen von Metall simuliert, bevor das erste Blech die Maschine berührt – und dieselbe Maschine anschließend per Tablet ansteuert.",
    "Anwenderinnen und Anwender sehen Rückfederung und Spannungen des Werkstücks direkt in der Vorschau, passen Parameter an und übertragen das freigegebene Programm über OPC UA an die Biegemaschine.",
  ],
  facts: [
    { label: "Branche", value: "Angewandte Forschung, Umformtechnik" },
    { label: "Plattform", value: "Tablet-App mit Simulationskern" },
    { label: "Nutzergruppen", value: "Forschende und Bedienpersonal der Maschinen" },
    { label: "Leistungsumfang", value: "Simulation, App, Maschinenanbindung" },
  ],
  figures: [],
  story: {
    challenge: {
      title: "Vom Versuch zur Vorhersage",
      paragraphs: [
        "Beim Biegen federt Metall nach dem Umformen zurück. Wie stark, hängt von Werkstoff, Geometrie und Prozess ab. Ermittelt wurde das bisher mit Probebiegungen – ein Vorgehen, das Material und Maschinenzeit kostet.",
        "Das Institut wollte seine Forschungsergebnisse zu Biegeprozessen in ein Werkzeug überführen, das direkt an der Maschine funktioniert und sich ohne Simulationsexpertise bedienen lässt.",
      ],
    },
    solution: {
      title: "Simulation und Steuerung in einer App",
      paragraphs: [
        "Wir haben die Berechnungsmodelle des Instituts in eine performante Simulationskomponente überführt und eine Tablet-App darum gebaut. Sie zeigt das Werkstück Schritt für Schritt, markiert kritisch belastete Bereiche farbig und übergibt freigegebene Programme direkt an die Maschinensteuerung.",
        "Die Simulation läuft in Python, die App auf .NET MAUI; die Verbindung zur Maschine spricht OPC UA, den offenen Standard der Industrie.",
      ],
      points: [
        "Visualisierung von Biegeverlauf, Rückfederung und Spannungen",
        "Parameterstudien: mehrere Varianten im direkten Vergleich",
        "Anbindung der Biegemaschine über OPC UA",
        "Protokoll jedes Versuchs für die spätere Auswertung",
      ],
    },
    result: {
      title: "Weniger Probebiegungen, mehr Erkenntnis",
      paragraphs: [
        "Versuchsreihen lassen sich am Tablet vorbereiten, bevor die Maschine läuft. Probebiegungen werden gezielt eingesetzt, um die Simulation zu bestätigen – statt Parameter durch Ausprobieren zu suchen.",
        "Die Anwendung verbindet Forschung und Praxis: Ergebnisse aus dem Labor werden direkt an der Maschine nutzbar.",
      ],
    },
  },
  image: {
    alt: "Tablet mit der App „Biegesimulation“: links Regler für Winkel, Radius, Blechdicke und Werkstoff sowie die Schaltfläche „An Maschine senden“, rechts ein gebogenes Blech, farbig von Grün bis Rot nach Spannung, mit gestrichelter Sollform und Winkelangabe. Oben der Status „Maschine verbunden“.",
  },
  meta: {
    title: "Referenz Fraunhofer: Biegesimulation und Maschinensteuerung",
    description:
      "Simulation des Metallbiegens mit Rückfederung und Spannungen, dazu eine Tablet-App, die die Biegemaschine über OPC UA ansteuert – entwickelt für ein Fraunhofer-Institut.",
  },
  cta: {
    title: "Forschung, die an der Maschine ankommt.",
    text: "Sie möchten Modelle, Messdaten oder Maschinen in eine bedienbare Anwendung bringen? Sprechen wir im kostenlosen Erstgespräch darüber.",
  },
} as const satisfies Reference;
