/**
 * The latest-insights tag chosen from the insights' tags by name: what an editor sees in the select,
 * and what the field keeps.
 */
import "./test-dom";
import { studioTheme, ThemeProvider } from "@sanity/ui";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import type { StringInputProps } from "sanity";
import { afterEach, expect, it, vi } from "vitest";

/** The insights' tags as the Studio's client answers TAGS_QUERY; one client, as Sanity's hook keeps one. */
const answer = vi.hoisted(() => {
  const state = { tags: [] as { value?: string; label?: string }[], queries: [] as string[] };
  const client = {
    observable: {
      fetch: (query: string) => ({
        subscribe: ({ next }: { next: (tags: unknown) => void }) => {
          state.queries.push(query);
          next(state.tags);
          return { unsubscribe: () => undefined };
        },
      }),
    },
  };
  return Object.assign(state, { client });
});
vi.mock("sanity", async (original) => ({ ...(await original<typeof import("sanity")>()), useClient: () => answer.client }));
const { TagInput, TAGS_QUERY } = await import("./tag-input");

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

function mount(value: string | undefined) {
  const onChange = vi.fn();
  const props = {
    value,
    onChange,
    readOnly: false,
    elementProps: { id: "field-tag", ref: { current: null }, onFocus: () => {}, onBlur: () => {} },
  } as unknown as StringInputProps;
  container = document.createElement("div");
  document.body.append(container);
  act(() => createRoot(container!).render(createElement(ThemeProvider, { theme: studioTheme }, createElement(TagInput, props))));
  const select = container.querySelector<HTMLSelectElement>("select#field-tag")!;
  const options = () => [...select.options].map((option) => [option.value, option.textContent]);
  return { select, options, onChange };
}

it("offers every insight and each tag the insights have, once, by name, keeping the chosen one", () => {
  answer.tags = [
    { value: "treatment-courts", label: "Treatment Courts" },
    { value: "dccm", label: "DCCM" },
    { value: "treatment-courts", label: "Treatment courts (older name)" },
  ];
  const { select, options } = mount("treatment-courts");
  expect(answer.queries.at(-1)).toBe(TAGS_QUERY);
  expect(options()).toEqual([
    ["", "Every insight"],
    ["dccm", "DCCM"],
    ["treatment-courts", "Treatment Courts"],
  ]);
  expect(select.value).toBe("treatment-courts");
});

it("sets the key of the tag chosen, and unsets it for every insight", () => {
  answer.tags = [{ value: "dccm", label: "DCCM" }];
  const { select, onChange } = mount("dccm");
  act(() => {
    select.value = "";
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: "unset" }));
  act(() => {
    select.value = "dccm";
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: "set", value: "dccm" }));
});

it("keeps a key no insight has any more, marked, rather than showing another choice", () => {
  answer.tags = [{ value: "dccm", label: "DCCM" }];
  const { select, options } = mount("retired-tag");
  expect(options().at(-1)).toEqual(["retired-tag", "retired-tag (no insight has this tag)"]);
  expect(select.value).toBe("retired-tag");
});

it("is the input of the latest-insights section's tag", async () => {
  const { latestInsightsSection } = await import("../schemaTypes/blocks/latest-insights-section");
  const field = latestInsightsSection.fields.find((candidate) => candidate.name === "tag") as { components?: { input?: unknown } };
  expect(field.components?.input).toBe(TagInput);
});
