import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "~/hooks/use-hydrated";
import { PENDING_SUBMIT } from "~/lib/first-touch-hooks";
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactSubmission,
  type ContactVariant,
} from "./contact-fields";
import type { Outcome } from "./form-outcome";
import { SEND_TIMEOUT_MS, submitContact } from "./submit-contact";
import { currentVisit } from "../stats/visit";

/**
 * The validation code (zod) is loaded when a visitor starts using the form, not with the page:
 * focusing any field starts the download, and a submit waits for it if it has not arrived yet.
 */
const loadValidation = () => import("./contact-schema").then((m) => m.validateContact);

/** Requirements §4, §9: 640 px or less is the narrow variant. Read at submit time only, never while rendering. */
const NARROW_QUERY = "(max-width: 640px)";

/**
 * The contact form's behaviour (requirements §4, §5, §7, §8): submit, messages, focus, outcome.
 * Fields are uncontrolled: text typed before hydration survives it, and `form.reset()` clears them.
 * A submit the visitor made before this code was in charge — held by the first-touch script
 * (lib/first-touch.client.ts) — is completed as soon as the form hydrates, with the same result a
 * submit made afterwards would have.
 */
export function useContactForm(submission?: ContactSubmission) {
  // Marks the form once its script is in charge (it hydrates when it comes near the screen).
  const enhanced = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>(submission?.outcome === "invalid" ? submission.errors : {});
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome(submission));
  const form = useRef<HTMLFormElement>(null);
  // Guards against a second submit (double click, Enter) before React has re-rendered the button.
  const inFlight = useRef(false);

  /** Shows field errors (and the outcome), then moves focus to the first invalid field. */
  function showErrors(target: HTMLFormElement, fieldErrors: ContactErrors, next: Outcome) {
    // Rendered first, so the focused field already carries aria-invalid and its described error.
    flushSync(() => {
      setErrors(fieldErrors);
      setOutcome(next);
    });
    const first = CONTACT_FIELDS.find((name) => fieldErrors[name] !== undefined);
    const control = first ? target.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) {
      control.focus({ preventScroll: true });
      // The whole field (label, control, message) comes into view, below the fixed header (scroll-padding-top).
      control.parentElement?.scrollIntoView({ block: "nearest" });
    }
  }

  async function submit(target: HTMLFormElement) {
    target.removeAttribute(PENDING_SUBMIT);
    if (inFlight.current) return;
    inFlight.current = true;
    const data = new FormData(target);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === "string" ? value : "";
    };
    // The hidden `language` field names the page's language: messages, mail and auto-reply follow it.
    // The visit (where it began, which campaign) goes with the lead (docs/decisions/0020).
    const values = {
      ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])),
      language: text("language"),
      visit: currentVisit(),
    };
    const variant: ContactVariant = window.matchMedia(NARROW_QUERY).matches ? "narrow" : "wide";
    const result = await submitContact(values, text("website"), variant, {
      validate: loadValidation,
      fetch: (...args) => fetch(...args),
      timeoutMs: SEND_TIMEOUT_MS,
      onSending() {
        setErrors({});
        setOutcome("sending");
      },
    });
    inFlight.current = false;
    switch (result.kind) {
      case "invalid":
        // A new attempt replaces the message of the previous one.
        return showErrors(target, result.errors, "idle");
      case "sent":
        target.reset();
        return setOutcome("success");
      case "failed":
        // Values stay; a 422 names the fields the server rejected, so show them there too.
        return showErrors(target, result.errors, "failed");
      case "error":
        return setOutcome("error");
    }
  }

  // A submit held before hydration is completed now.
  useEffect(() => {
    const target = form.current;
    if (target?.hasAttribute(PENDING_SUBMIT)) void submit(target);
    // Once, when the form hydrates; `submit` reads everything it needs from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Editing a field removes its error; the next submit validates everything again. */
  function clearError(name: ContactField) {
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  return {
    form,
    enhanced,
    errors,
    outcome,
    sending: outcome === "sending",
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void submit(event.currentTarget);
    },
    clearError,
    /** Starts loading the validation code when the visitor starts using the form. */
    prepare: () => void loadValidation().catch(() => {}),
  };
}

function initialOutcome(submission: ContactSubmission | undefined): Outcome {
  if (submission?.outcome === "success") return "success";
  if (submission?.outcome === "failed") return "failed";
  return "idle";
}
