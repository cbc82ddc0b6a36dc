/**
 * The icon field chosen by picture: each icon of the site drawn beside its name, as radio buttons an
 * editor reaches and chooses with the keyboard (native radios of one group), labelled by the names.
 */
import "./test-dom";
import { studioTheme, ThemeProvider } from "@sanity/ui";
import { act, createElement, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import type { StringInputProps } from "sanity";
import { afterEach, expect, it, vi } from "vitest";
import { Icon } from "../../app/components/blocks/icons";
import { ICON_NAMES } from "../../app/pages/shapes";
import { IconInput, OptionalIconInput } from "./icon-input";

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

function mount(input: ComponentType<StringInputProps>, value: string | undefined) {
  const onChange = vi.fn();
  const props = {
    value,
    onChange,
    readOnly: false,
    schemaType: { title: "Icon" },
    elementProps: { id: "field-icon", ref: { current: null }, onFocus: () => {}, onBlur: () => {}, "aria-describedby": "field-icon-description" },
  } as unknown as StringInputProps;
  container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(ThemeProvider, { theme: studioTheme }, createElement(input, props))));
  const group = container.querySelector<HTMLElement>('[role="radiogroup"]')!;
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const label = (radio: HTMLInputElement) => radio.closest("label")!;
  return { group, radios, label, onChange };
}

/** The path the site draws for an icon. */
const drawing = (name: string) => /d="([^"]+)"/.exec(renderToStaticMarkup(createElement(Icon, { name })))![1];

it("offers every icon of the site, each a radio labelled by its name beside the site's own drawing", () => {
  const { group, radios, label } = mount(IconInput, "receipt");
  expect(group.getAttribute("aria-label")).toBe("Icon");
  expect(group.getAttribute("aria-describedby")).toBe("field-icon-description");
  expect(radios.map((radio) => label(radio).textContent)).toEqual([...ICON_NAMES]);
  for (const radio of radios) {
    const svg = label(radio).querySelector("svg")!;
    expect(svg.querySelector("path")!.getAttribute("d")).toBe(drawing(radio.value));
    // The drawing is decorative: the name says what it is.
    expect(svg.getAttribute("aria-hidden")).toBe("true");
  }
  // One group (arrow keys move within it), the current icon chosen and the one Sanity focuses.
  expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(["receipt"]);
  expect(radios.find((radio) => radio.id === "field-icon")?.value).toBe("receipt");
});

it("sets the icon chosen", () => {
  const { radios, label, onChange } = mount(IconInput, undefined);
  act(() => label(radios.find((radio) => radio.value === "chain")!).click());
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ type: "set", value: "chain" }));
});

it("for an optional icon, offers No icon first, chosen when there is none, and unsets the icon with it", () => {
  const { radios, label, onChange } = mount(OptionalIconInput, "flask");
  expect(label(radios[0]!).textContent).toBe("No icon");
  expect(label(radios[0]!).querySelector("svg")).toBeNull();
  act(() => label(radios[0]!).click());
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ type: "unset" }));
  const empty = mount(OptionalIconInput, undefined);
  expect(empty.radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([""]);
});

it("is the input of every icon field of the schema", async () => {
  const { iconField } = await import("../schemaTypes/icon");
  expect(iconField().components?.input).toBe(IconInput);
  expect(iconField("emblem", "Icon", { optional: true }).components?.input).toBe(OptionalIconInput);
});
