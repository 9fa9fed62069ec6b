import { ExternalLink, LoaderCircle, Send } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormField, errorId, formControlClass } from "~/components/ui/form-field";
import { privacyAnchors } from "~/content-model/legal/editions";
import { messageLang, type ContactField, type ContactSubmission } from "./contact-fields";
import { FormOutcome } from "./form-outcome";
import { useContactForm } from "./use-contact-form";
import { useEdition } from "~/lib/page-handle";

const inputs = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const satisfies readonly { name: ContactField; type: string; autoComplete: string }[];

/**
 * The contact form (requirements §2.8, §3–§5, §7, §8), the same component on every page; its
 * behaviour is in use-contact-form.ts. Validation runs on submit with the schema the server uses;
 * the missing-field message follows the layout at that moment (narrow ≤ 640 px: German, wide:
 * English, for every missing field; on English pages English at every width). Without JavaScript the
 * form posts natively to the contact page of its language, which answers with the outcome
 * (server/contact/form-post.ts).
 */
export function ContactForm({ submission }: { submission?: ContactSubmission }) {
  const edition = useEdition();
  const { language } = edition;
  const copy = edition.contact.form;
  // The privacy policy of the page's own language, at its section about this form.
  const privacyHref = `${edition.paths.privacy}#${privacyAnchors[language].contactForm}`;
  const id = useId();
  const { form, enhanced, errors, outcome, sending, onSubmit, clearError, prepare } = useContactForm(submission);
  const initialValues = submission && submission.outcome !== "success" ? submission.values : {};
  const fieldId = (name: ContactField | "website") => `${id}-${name}`;

  const controlProps = (name: ContactField) => ({
    id: fieldId(name),
    name,
    placeholder: copy.fields[name].placeholder,
    defaultValue: initialValues[name],
    required: true,
    "aria-required": true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(fieldId(name)) : undefined,
    onChange: () => clearError(name),
    className: formControlClass,
  });

  return (
    <form
      ref={form}
      method="post"
      // The page's own address, so a post without JavaScript is answered in its language.
      action={edition.paths.contact}
      // first-touch-hooks.ts: a submit before `data-enhanced` is held by the first-touch script.
      data-contact-form
      data-enhanced={enhanced || undefined}
      noValidate
      onFocus={prepare}
      aria-label={copy.label}
      aria-busy={sending || undefined}
      onSubmit={onSubmit}
      className="relative grid gap-x-5 gap-y-6 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
      {inputs.map((input) => (
        <FormField
          key={input.name}
          id={fieldId(input.name)}
          label={copy.fields[input.name].label}
          error={errors[input.name]}
          errorLang={messageLang(errors[input.name], language)}
        >
          <input
            type={input.type}
            autoComplete={input.autoComplete}
            {...(input.type === "email" ? { autoCapitalize: "none", spellCheck: false } : {})}
            {...controlProps(input.name)}
          />
        </FormField>
      ))}
      <FormField
        id={fieldId("message")}
        label={copy.fields.message.label}
        error={errors.message}
        errorLang={messageLang(errors.message, language)}
        className="sm:col-span-2"
      >
        <textarea rows={6} {...controlProps("message")} className={`${formControlClass} min-h-36 resize-y`} />
      </FormField>

      {/* The page's language: the server answers, names it in the mail to us and replies in it. */}
      <input type="hidden" name="language" value={language} />

      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId("website")}>{copy.honeypot}</label>
        <input id={fieldId("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="sm:col-span-2">
        <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between md:gap-8">
          {/* Legal notice, the same under every form: exempt from the repeated-sentence check. */}
          <p data-copy="legal" className="max-w-md text-sm leading-relaxed text-muted">
            {copy.privacy.before}
            <a
              href={privacyHref}
              target="_blank"
              rel="noopener"
              className="font-medium whitespace-nowrap text-accent-700 underline decoration-accent-300 underline-offset-2 hover:decoration-accent-700"
            >
              {copy.privacy.link}
              <ExternalLink aria-hidden className="ml-1 inline-block size-3.5 align-[-0.1em]" />
              <span className="sr-only"> {copy.privacy.newTab}</span>
            </a>
            {copy.privacy.after}
          </p>
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonClass(
              "primary",
              "min-w-56 shrink-0 cursor-pointer max-md:w-full aria-disabled:cursor-progress disabled:cursor-default",
            )}
          >
            {/* Both labels are in the HTML: CSS shows the second while the form is busy, also when
                the first-touch script holds a submit before this component hydrated (components.css). */}
            <span className="submit-idle inline-flex items-center gap-2">
              {copy.submit}
              <Send aria-hidden className="arrow-nudge size-4" />
            </span>
            <span className="submit-sending inline-flex items-center gap-2">
              <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
              {copy.sending}
            </span>
          </button>
        </div>

        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
