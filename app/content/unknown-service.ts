/** /services/{anything else} (requirements §2.1): the page title is the specification's English text. */
export const unknownService = {
  eyebrow: "Leistungen",
  title: "Service not found",
  intro: "Diese Leistung gibt es bei uns nicht. Vielleicht suchen Sie eine dieser fünf:",
};
