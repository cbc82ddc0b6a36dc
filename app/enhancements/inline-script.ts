/**
 * The text of an inline module that runs one enhancement: its function's own source, called
 * with its settings. Only what is written here reaches the page, so the function may use
 * nothing but its parameters and the browser's globals (README.md).
 */
export function inlineScript<Settings extends unknown[]>(enhancement: (...settings: Settings) => void, ...settings: Settings): string {
  const args = settings.map((value) => JSON.stringify(value).replaceAll("<", "\\u003c")).join(",");
  return `(${enhancement.toString()})(${args});`;
}
