/**
 * The attributes through which the first-touch script (first-touch.client.ts) and the React
 * components hand the page over to each other (docs/decisions/0014-first-touch.md). The script acts
 * on the HTML before hydration and leaves its result in these attributes; the components adopt it
 * when they hydrate. Single constants, not one object, so the inline script carries only those it uses.
 */

/**
 * On `window`, not an attribute of <html>: React has started hydrating and handles every event from
 * now on (entry.client.tsx). An attribute set before hydrateRoot would differ from what React renders
 * for <html> (React's development build reports that as a hydration mismatch on every page).
 */
export const HYDRATION = "__reactHydrating";
/** The mobile menu's <details>. */
export const MENU = "data-menu";
/** The desktop dropdown's chevron button (its aria-expanded is the dropdown's pinned state). */
export const DROPDOWN_TOGGLE = "data-dropdown-toggle";
/** On the dropdown's wrapper: pinned open by the chevron, or dismissed (app/styles/components.css, `.dropdown`). */
export const DROPDOWN_OPEN = "data-open";
export const DROPDOWN_DISMISSED = "data-dismissed";
/** A carousel, its previous/next buttons (value "prev" or "next"), and the last one pressed. */
export const CAROUSEL = "data-carousel";
export const CAROUSEL_STEP = "data-carousel-step";
export const CAROUSEL_ACTIVE = "data-active";
/** The contact form, and the mark its script sets once it is in charge. */
export const CONTACT_FORM = "data-contact-form";
export const ENHANCED = "data-enhanced";
/** On the contact form: a submit the visitor made before its script was in charge, waiting for it. */
export const PENDING_SUBMIT = "data-pending-submit";
/**
 * Dispatched on `window` by the page's bootstrap (paint-first.server.ts) when its scripts fail to
 * load: React will not come, so a held submit goes to the server natively at once.
 */
export const SCRIPTS_FAILED = "first-touch:scripts-failed";
/** The reference overview's filter: each button's kind ("" for all) and the status text it shows; each card's
    kinds (space-separated). */
export const FILTER_KIND = "data-filter-kind";
export const FILTER_KINDS = "data-kinds";
export const FILTER_STATUS = "data-status";
/** On an item of a long list (`.render-near`): on the screen, so its drawing loads now (app/styles/components.css). */
export const ON_FIRST_SCREEN = "data-on-first-screen";
