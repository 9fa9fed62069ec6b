import { CircleAlert } from "lucide-react";

/*
 * Form primitives. Colours are chosen for WCAG AA on white: the field border reaches 3:1
 * (non-text contrast, 1.4.11), the error red 6.6:1 and the text colours 4.5:1 or more.
 * An error is never colour alone: it has an icon, a text, a thicker border and aria-invalid.
 */

/** Class of a text input or textarea (`.form-control` in app/styles/components.css); the invalid look follows `aria-invalid`. */
export const formControlClass = "form-control";

type FormFieldProps = {
  id: string;
  label: string;
  /** Message shown under the control; its id is `${id}-error` (point aria-describedby at it). */
  error?: string;
  /** Language of the message when it differs from the page's (lang="en" for an English one). */
  errorLang?: string;
  className?: string;
  children: React.ReactNode;
};

/** A visible label above its control, with the field's error message below it. */
export function FormField({ id, label, error, errorLang, className = "", children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error && (
        <FormError id={errorId(id)} lang={errorLang}>
          {error}
        </FormError>
      )}
    </div>
  );
}

export const errorId = (fieldId: string) => `${fieldId}-error`;

function FormError({ id, lang, children }: { id: string; lang?: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-[#b42318]">
      <CircleAlert aria-hidden className="mt-[0.2rem] size-4 shrink-0" strokeWidth={2.25} />
      <span lang={lang}>{children}</span>
    </p>
  );
}
