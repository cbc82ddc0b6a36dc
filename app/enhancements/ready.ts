/**
 * Marks the document once the scripts of a page without the framework runtime have run, as
 * the root component's effect does where the page hydrates: styles can tell a page whose
 * controls act from one drawn for no JavaScript, and tests wait for it.
 */
export function ready() {
  document.documentElement.dataset.ready = "";
}
