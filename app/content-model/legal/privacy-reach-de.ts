import { typeset } from "./document";
import type { PrivacyPhrases } from "./privacy-policy";

/**
 * The German words of the two sections that depend on how the site is run beyond the contact form: reach
 * measurement (only with STATS on, docs/decisions/0020) and the production admin (only with
 * KEYSTATIC_GITHUB_*). Part of privacy-de.ts's phrase table, kept apart so each module stays short.
 */

/** "einen Tag" / "einem Tag", "400 Tagen" (dative). */
const days = (n: number, dative = false) =>
  n === 1 ? (dative ? "einem Tag" : "einen Tag") : `${n}\u00a0Tage${dative ? "n" : ""}`;

export const reachAndEditorsDe: Pick<PrivacyPhrases, "reach" | "editors"> = {
  reach: {
    id: "reichweitenmessung",
    title: "Reichweitenmessung ohne Cookies",
    intro:
      "Um zu erfahren, welche Seiten gelesen werden und über welche Wege und Kampagnen Besucher und Anfragen zu uns finden, zählt unser Server die Seitenaufrufe selbst – ohne Cookies und ohne Dienste Dritter. Gezählt wird, wenn der Server eine Seite ausliefert. Wechseln Sie innerhalb der Website die Seite, ruft die Seite dafür bei unserem Server eine kleine Datei zur neuen Seite ab; diese Anfrage übermittelt nichts, was nicht jede Anfrage an unseren Server enthält. Nicht gezählt werden Aufrufe durch Suchmaschinen und andere Programme, Seiten, die Ihr Browser nur vorab lädt, sowie Bilder, Schriften und andere Dateien.",
    countedIntro: "Gespeichert werden ausschließlich Summen je Kalendertag:",
    counted: [
      "wie oft jede Seite aufgerufen wurde, getrennt nach deutscher und englischer Fassung, und wie viele dieser Aufrufe einen Besuch begonnen haben (Einstiege: Aufrufe, die von einer anderen Website, aus einem Lesezeichen oder über eine eingegebene Adresse kamen),",
      "von welcher anderen Website Aufrufe kamen – nur ihr Name (etwa „example.com“), nicht die vollständige Adresse,",
      "die Kampagnenangaben aus der aufgerufenen Adresse (utm_source, utm_medium und utm_campaign); alle anderen Angaben in der Adresse werden verworfen,",
      "die Geräteklasse (Smartphone, Tablet oder Desktop), die der Server aus der Browserkennung (User-Agent) ableitet,",
      "der Antwortstatus, etwa dass eine Seite nicht gefunden wurde,",
      "wie viele Kontaktanfragen eingegangen sind, je Einstiegsseite, verweisender Website und Kampagne.",
    ],
    notKept:
      "Nicht gespeichert werden Ihre IP-Adresse, Ihre Browserkennung (User-Agent), die Uhrzeit Ihres Aufrufs und die Reihenfolge der Seiten, die Sie aufrufen. Wir setzen für die Zählung keine Cookies, legen nichts auf Ihrem Gerät ab und vergeben keine Kennung. Deshalb können wir einzelne Besucher weder wiedererkennen noch zählen, wie viele verschiedene Personen unsere Seiten besucht haben, und wir erstellen keine Nutzungsprofile.",
    storage: {
      sqlite:
        "Die Tagessummen liegen in einer eigenen Datenbankdatei auf unserem Server, getrennt von den Kontaktanfragen.",
      postgresql:
        "Die Tagessummen liegen in einer eigenen Tabelle der Datenbank, die unsere Server gemeinsam nutzen, getrennt von den Kontaktanfragen.",
    },
    tail: "Andere Websites, von denen an einem Kalendertag nur ein Aufruf kam und die zu keiner Anfrage geführt haben, und einmalig aufgerufene, nicht vorhandene Adressen fassen wir nach einer Woche zu einem Sammelposten zusammen.",
    deletion: (n) => `Nach ${days(n, true)} werden die Tagessummen gelöscht.`,
    interest:
      "zu erfahren, welche Inhalte gelesen werden und über welche Wege und Kampagnen Besucher und Anfragen zu uns finden, um unsere Website und unsere Werbung daran auszurichten",
    device: typeset(
      "Der Server wertet dafür nur Angaben aus, die Ihr Browser mit jeder Anfrage ohnehin übermittelt; auf Ihrem Gerät wird nichts gespeichert und nichts ausgelesen. Nach unserer Auffassung ist § 25 TDDDG daher nicht berührt; eine Einwilligung ist nicht erforderlich.",
    ),
  },
  editors: {
    id: "redaktionsbereich",
    title: "Redaktionsbereich",
    paragraphs: [
      "Die Inhalte dieser Website pflegt unser Redaktionsteam in einem Redaktionsbereich unter der Adresse /keystatic. Unsere Seiten verweisen nicht auf ihn und laden nichts von ihm; für Besucherinnen und Besucher gilt dieser Abschnitt nicht.",
      typeset(
        "Wer sich im Redaktionsbereich mit seinem GitHub-Konto anmeldet, erhält von unserem Server Cookies, die die Anmeldung tragen: „keystatic-gh-access-token“ enthält den Zugangsschlüssel zu GitHub und gilt nach den Vorgaben von GitHub acht Stunden; „keystatic-gh-refresh-token“ enthält verschlüsselt den Schlüssel, mit dem dieser Zugang erneuert wird, und gilt bis zu sechs Monate; „ks-…“ merkt sich während der Anmeldung, welche Ansicht danach geöffnet wird, und gilt höchstens einen Tag. Außerdem legt der Redaktionsbereich Entwürfe und eine Kopie der bearbeiteten Inhalte in der Datenbank des Browsers (IndexedDB) ab. Ohne diese Speicherung sind Anmeldung und Bearbeitung nicht möglich; sie ist daher ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG). Die Cookies sendet der Browser auch beim Aufruf unserer übrigen Seiten mit; unser Server wertet sie dort nicht aus. Mit der Abmeldung werden die Anmelde-Cookies gelöscht.",
      ),
      typeset(
        "Für die Anmeldung und das Speichern verbindet sich der Browser direkt mit GitHub (GitHub, Inc., San Francisco, USA), wo die Inhalte dieser Website verwaltet werden; unser Server tauscht dafür den Anmeldecode und die Zugangsschlüssel mit GitHub aus. GitHub erhält dabei die IP-Adresse, die Daten des GitHub-Kontos und die gespeicherten Änderungen und verarbeitet sie auch in den USA. GitHub, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert, für das die Europäische Kommission ein angemessenes Datenschutzniveau festgestellt hat (Art. 45 DSGVO).",
      ),
      typeset(
        "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO: Die Anmeldung dient dem Arbeits- oder Auftragsverhältnis, in dem unser Redaktionsteam die Inhalte dieser Website pflegt.",
      ),
    ],
  },
};

/** The contact form's subsection on the visit stored with a request (only with STATS on). */
export const originDe: PrivacyPhrases["contactForm"]["origin"] = {
  id: "kontaktformular-herkunft",
  title: "Herkunft Ihrer Anfrage",
  text: (delivery) =>
    `Mit Ihrer Anfrage speichern wir, soweit bekannt, wie Ihr Besuch begonnen hat: die Einstiegsseite (die Seite, mit der Ihr Besuch bei uns begann oder von der aus Sie das Formular geöffnet haben), die verweisende Website (nur ihr Name, etwa „example.com“) und die Kampagne (die Angaben utm_source, utm_medium und utm_campaign aus der Adresse dieser Seite). Die Seite hält diese Angaben nur im Arbeitsspeicher Ihres Browsers bereit und übermittelt sie erst mit dem Formular; es sind die Adresse und der Referrer, die Ihr Browser beim Aufruf ohnehin an unseren Server gesendet hat. Auf Ihrem Gerät wird dafür nichts gespeichert; schließen Sie den Tab oder laden Sie die Seite neu, sind die Angaben vergessen. Senden Sie das Formular ohne JavaScript ab, kennen wir nur die Seite, von der aus Sie es abgeschickt haben. Die Angaben stehen in ${delivery === "files" ? "der Datei" : "der E-Mail"}, mit der uns Ihre Anfrage erreicht, und werden mit Ihrer Anfrage gespeichert und gelöscht; in die Tagessummen der Reichweitenmessung geht Ihre Anfrage nur als Zahl ein.`,
  interest: "zu erkennen, über welche Seiten, Websites und Kampagnen Anfragen zu uns finden",
};
