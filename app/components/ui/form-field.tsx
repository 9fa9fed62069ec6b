import { CircleAlert } from "lucide-react";

/*
 * Form primitives. Colours are chosen for WCAG AA on white: the field border reaches 3:1
 * (non-text contrast, 1.4.11), the error red 6.6:1 and the text colours 4.5:1 or more.
 * An error is never colour alone: it has an icon, a text, a thicker border and aria-invalid.
 */

/** Classes of a text input or textarea; the invalid look follows `aria-invalid`. */
export const formControlClass = [
  "block w-full rounded-xl border border-[#8b92a6] bg-white px-4 py-3 text-base text-heading",
  "shadow-[inset_0_1px_2px_rgb(11_17_48/0.05)] transition-[border-color,box-shadow] duration-150",
  "placeholder:text-[#6b7285] hover:border-ink-600",
  "focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 focus:ring-6 focus:ring-accent-500/15",
  "aria-[invalid=true]:border-[#b42318] aria-[invalid=true]:bg-[#fffbfa] aria-[invalid=true]:inset-ring-1 aria-[invalid=true]:inset-ring-[#b42318]",
  "aria-[invalid=true]:focus:outline-[#b42318] aria-[invalid=true]:focus:ring-[#b42318]/15",
].join(" ");

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
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-heading">
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
