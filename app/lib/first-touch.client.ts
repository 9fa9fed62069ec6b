/**
 * The first touch (docs/decisions/0014-first-touch.md). Pages hydrate when the visitor reaches for
 * the app (a mouse or key at once, a finger on a link, a form or a scroll; decision 0023), 0.4–1 s
 * later on a phone, and a finger's taps on the menu and the controls below never wake it: until
 * React has started, this script — inlined into every
 * page by paint-first.server.ts, minified by vite/inline-script-plugin.ts — does for the controls
 * what HTML alone cannot, and leaves the result in the DOM (first-touch-hooks.ts), where the
 * components adopt it when they hydrate:
 * - a submit of the contact form waits for the form's script instead of leaving the page, and is
 *   completed by it (use-contact-form.ts); should the scripts fail to load, the browser sends it at
 *   once, and should the form never take over, after NATIVE_FALLBACK_MS;
 * - the open mobile menu keeps focus inside and closes on Escape and when a link in it is chosen;
 * - the dropdown's chevron pins the dropdown open and dismisses it again;
 * - the carousel's buttons scroll by one card and mark the direction pressed;
 * - the reference overview's filter shows the cards of the kind pressed and marks its button.
 * From the moment React starts hydrating (entry.client.tsx) it handles every event itself: on a
 * discrete event it hydrates synchronously before dispatching, so nothing is handled twice. The
 * contact form hydrates on its own later (when it nears the screen), so its submits are held for as
 * long as the form itself is not enhanced.
 */
import { trapFocus } from "./focus-trap";
import {
  CAROUSEL,
  CAROUSEL_ACTIVE,
  CAROUSEL_STEP,
  CONTACT_FORM,
  DROPDOWN_DISMISSED,
  DROPDOWN_OPEN,
  DROPDOWN_TOGGLE,
  ENHANCED,
  FILTER_KIND,
  FILTER_KINDS,
  FILTER_STATUS,
  HYDRATION,
  MENU,
  ON_FIRST_SCREEN,
  PENDING_SUBMIT,
  SCRIPTS_FAILED,
} from "./first-touch-hooks";
import { scrollByCard, type Direction } from "./scroll-track";

/**
 * How long a held submit waits for the form's script before the browser sends it natively: the last
 * resort when the scripts loaded but the form never took over (a failed load sends at once, below).
 */
const NATIVE_FALLBACK_MS = 8000;

const reactStarted = () => HYDRATION in window;
let scriptsFailed = false;

/** Sends a held submit the way HTML alone would have (the server answers with the result page). */
function sendNatively(form: HTMLFormElement) {
  form.removeAttribute(PENDING_SUBMIT);
  form.submit();
}

addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    if (scriptsFailed || !form.hasAttribute(CONTACT_FORM) || form.hasAttribute(ENHANCED)) return;
    event.preventDefault();
    if (form.hasAttribute(PENDING_SUBMIT)) return;
    // The attribute also shows "Wird gesendet …" on the button (app/styles/components.css).
    form.setAttribute(PENDING_SUBMIT, "");
    setTimeout(() => {
      if (form.hasAttribute(PENDING_SUBMIT) && !form.hasAttribute(ENHANCED)) sendNatively(form);
    }, NATIVE_FALLBACK_MS);
  },
  true,
);

addEventListener(SCRIPTS_FAILED, () => {
  scriptsFailed = true;
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${PENDING_SUBMIT}]`)) sendNatively(form);
});

addEventListener(
  "keydown",
  (event) => {
    const menu = document.querySelector<HTMLDetailsElement>(`details[${MENU}][open]`);
    if (reactStarted() || !menu) return;
    if (event.key === "Escape") {
      event.preventDefault();
      menu.open = false;
      menu.querySelector("summary")?.focus();
    } else if (event.key === "Tab") {
      trapFocus(menu, event);
    }
  },
  true,
);

addEventListener(
  "click",
  (event) => {
    const target = event.target as Element;
    if (reactStarted() || !target.closest) return;

    // A link in the menu leaves it closed behind (a new tab's, or the page kept for Back).
    const menu = target.closest<HTMLDetailsElement>(`details[${MENU}]`);
    if (menu && target.closest("a")) menu.open = false;

    const toggle = target.closest(`[${DROPDOWN_TOGGLE}]`);
    const dropdown = toggle?.closest(".dropdown");
    if (toggle && dropdown) {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      dropdown.toggleAttribute(DROPDOWN_OPEN, open);
      dropdown.toggleAttribute(DROPDOWN_DISMISSED, !open);
    }

    const step = target.closest(`[${CAROUSEL_STEP}]`);
    const carousel = step?.closest(`[${CAROUSEL}]`);
    if (step && carousel) {
      const direction = step.getAttribute(CAROUSEL_STEP) as Direction;
      if (scrollByCard(carousel.querySelector("ul"), direction)) {
        for (const button of carousel.querySelectorAll(`[${CAROUSEL_STEP}]`)) {
          button.setAttribute(CAROUSEL_ACTIVE, String(button === step));
        }
      }
    }

    // The filter's buttons are the children of one group, followed by its status line.
    const choice = target.closest(`[${FILTER_KIND}]`);
    const grid = choice && document.getElementById(choice.getAttribute("aria-controls")!);
    if (grid) {
      const kind = choice.getAttribute(FILTER_KIND);
      for (const button of choice.parentElement!.children)
        button.setAttribute("aria-pressed", String(button === choice));
      for (const item of grid.children) {
        (item as HTMLElement).hidden = !!kind && !item.getAttribute(FILTER_KINDS)!.split(" ").includes(kind);
      }
      // A card the filter brings onto the screen shows its drawing at once, not when the page is laid out.
      for (const item of grid.children) {
        if (item.getBoundingClientRect().top < innerHeight) item.setAttribute(ON_FIRST_SCREEN, "");
      }
      choice.parentElement!.nextElementSibling!.textContent = choice.getAttribute(FILTER_STATUS);
    }
  },
  true,
);
