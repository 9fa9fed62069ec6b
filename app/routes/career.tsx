import { redirect } from "react-router";
import { paths } from "~/paths";

// The career pages were retired: permanent redirect to the home page. In the browser the redirect
// replaces the history entry, so "back" does not return to /career.
export function loader() {
  return redirect(paths.home, 301);
}

export default function Career() {
  return null;
}
