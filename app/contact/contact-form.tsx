import { ExternalLink, LoaderCircle, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { FormField, errorId, formControlClass } from "~/components/ui/form-field";
import { contactForm as copy } from "~/content/contact";
import {
  CONTACT_API_PATH,
  CONTACT_FIELDS,
  isContactField,
  type ContactErrors,
  type ContactField,
  type ContactSubmission,
  type ContactVariant,
  messageLang,
} from "./contact-fields";
import { FormOutcome, type Outcome } from "./form-outcome";

/**
 * The validation code (zod) is loaded when a visitor starts using the form, not with the page:
 * focusing any field starts the download, and a submit waits for it if it has not arrived yet.
 */
const loadSchema = () => import("./contact-schema");

/** The server answers within milliseconds once the message is stored; this is for a hung connection. */
const SEND_TIMEOUT_MS = 20_000;

/** Requirements §4, §9: 640 px or less is the narrow variant. Read at submit time only, never while rendering. */
const NARROW_QUERY = "(max-width: 640px)";

const inputs = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const satisfies readonly { name: ContactField; type: string; autoComplete: string }[];

/**
 * The contact form (requirements §2.8, §3–§5, §7, §8), the same component on every page.
 * Validation runs on submit with the schema the server uses; the missing-field message follows the
 * layout at that moment (narrow ≤ 640 px: German, wide: English, for every missing field).
 * Fields are uncontrolled: text typed before hydration survives it, and `form.reset()` clears them.
 */
export function ContactForm({ submission }: { submission?: ContactSubmission }) {
  const id = useId();
  // Marks the form once its script is in charge (it hydrates when it comes near the screen).
  const enhanced = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>(submission?.outcome === "invalid" ? submission.errors : {});
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome(submission));
  const initialValues = submission && submission.outcome !== "success" ? submission.values : {};
  // Guards against a second submit (double click, Enter) before React has re-rendered the button.
  const inFlight = useRef(false);
  const sending = outcome === "sending";
  const fieldId = (name: ContactField | "website") => `${id}-${name}`;

  /** Shows field errors (and the outcome), then moves focus to the first invalid field. */
  function showErrors(form: HTMLFormElement, fieldErrors: ContactErrors, next: Outcome) {
    // Rendered first, so the focused field already carries aria-invalid and its described error.
    flushSync(() => {
      setErrors(fieldErrors);
      setOutcome(next);
    });
    const first = CONTACT_FIELDS.find((name) => fieldErrors[name] !== undefined);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) {
      control.focus({ preventScroll: true });
      // The whole field (label, control, message) comes into view, below the fixed header (scroll-padding-top).
      control.parentElement?.scrollIntoView({ block: "nearest" });
    }
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === "string" ? value : "";
    };
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)]));
    const variant: ContactVariant = window.matchMedia(NARROW_QUERY).matches ? "narrow" : "wide";
    inFlight.current = true;
    let result;
    try {
      result = (await loadSchema()).validateContact(values, { variant });
    } catch {
      // The validation code could not be loaded (connection lost): the server validates anyway.
      inFlight.current = false;
      setOutcome("error");
      return;
    }
    inFlight.current = false;
    if (!result.ok) {
      // A new attempt replaces the message of the previous one.
      showErrors(form, result.errors, "idle");
      return;
    }

    // Requirements §7 says the form data is also written to the console. That was a debugging leftover of
    // the old site and would print personal data into every visitor's console, so it happens in
    // development builds only (import.meta.env.DEV is false, and this line is removed, in production).
    if (import.meta.env.DEV) console.info("[contact] form data", result.data);

    inFlight.current = true;
    setErrors({});
    setOutcome("sending");
    // A server that never answers must not leave the button spinning: after the timeout it counts as failed.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
    try {
      const response = await fetch(CONTACT_API_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // `website` is the honeypot: empty for people; the server drops a filled one silently.
        body: JSON.stringify({ ...result.data, website: text("website") }),
        signal: abort.signal,
      });
      if (response.ok) {
        form.reset();
        setOutcome("success");
      } else {
        // Values stay; a 422 names the fields the server rejected, so show them there too.
        showErrors(form, response.status === 422 ? await readFieldErrors(response) : {}, "failed");
      }
    } catch {
      setOutcome("error");
    } finally {
      clearTimeout(timer);
      inFlight.current = false;
    }
  }

  /** Editing a field removes its error; the next submit validates everything again. */
  function clearError(name: ContactField) {
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

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
      method="post"
      action={CONTACT_API_PATH}
      data-enhanced={enhanced || undefined}
      noValidate
      onFocus={() => void loadSchema().catch(() => {})}
      aria-label={copy.label}
      aria-busy={sending || undefined}
      onSubmit={handleSubmit}
      className="relative grid gap-x-5 gap-y-6 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
      {inputs.map((input) => (
        <FormField
          key={input.name}
          id={fieldId(input.name)}
          label={copy.fields[input.name].label}
          error={errors[input.name]}
          errorLang={messageLang(errors[input.name])}
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
        errorLang={messageLang(errors.message)}
        className="sm:col-span-2"
      >
        <textarea rows={6} {...controlProps("message")} className={`${formControlClass} min-h-36 resize-y`} />
      </FormField>

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
              href={copy.privacy.href}
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
            {sending ? (
              <>
                <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
                {copy.sending}
              </>
            ) : (
              <>
                {copy.submit}
                <Send aria-hidden className="arrow-nudge size-4" />
              </>
            )}
          </button>
        </div>

        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}

function initialOutcome(submission: ContactSubmission | undefined): Outcome {
  if (submission?.outcome === "success") return "success";
  if (submission?.outcome === "failed") return "failed";
  return "idle";
}

/** Field messages of a 422 answer (`{ errors: { field: message } }`); anything else yields none. */
async function readFieldErrors(response: Response): Promise<ContactErrors> {
  try {
    const body: unknown = await response.json();
    const errors = typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : undefined;
    if (typeof errors !== "object" || errors === null) return {};
    const result: ContactErrors = {};
    for (const [key, message] of Object.entries(errors)) {
      if (isContactField(key) && typeof message === "string") result[key] = message;
    }
    return result;
  } catch {
    return {};
  }
}
