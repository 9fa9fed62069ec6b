/**
 * Contact form fields (SPEC §3). Sending and validation are added by the contact feature;
 * this first version renders the real fields, labels and placeholders.
 */
const fields = [
  { name: "name", label: "Name", type: "text", autoComplete: "name", placeholder: "Ihr Name*" },
  { name: "email", label: "E-Mail", type: "email", autoComplete: "email", placeholder: "Ihre E-Mail-Adresse*" },
  { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", placeholder: "Ihre Telefonnummer*" },
  {
    name: "company",
    label: "Unternehmen",
    type: "text",
    autoComplete: "organization",
    placeholder: "Ihr Unternehmen*",
  },
] as const;

export function ContactForm() {
  return (
    <form method="post" action="/api/send-email" noValidate className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`contact-${f.name}`} className="mb-1.5 block text-sm font-medium text-heading">
            {f.label}
          </label>
          <input
            id={`contact-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            className="w-full rounded-xl border border-hairline bg-white px-4 py-3 text-heading placeholder:text-muted focus:border-accent-500"
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-heading">
          Nachricht
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          placeholder="Worum geht es in Ihrem Projekt?*"
          className="w-full rounded-xl border border-hairline bg-white px-4 py-3 text-heading placeholder:text-muted focus:border-accent-500"
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="bg-accent-gradient w-full rounded-full px-6 py-3.5 font-semibold text-white sm:w-auto"
        >
          Nachricht senden
        </button>
      </div>
    </form>
  );
}
