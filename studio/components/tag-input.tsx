/**
 * A latest-insights section's tag, chosen from the tags the insights have, by their names, not
 * typed as a key (a Studio an editor can find their way in). The field keeps the key the
 * site filters on. A key no insight has any more stays listed, marked, so the choice is never
 * silently lost (the field's validation warns about it too). A native select: the keyboard, the
 * screen reader and the field's label work as in every other field.
 */
import { Select } from "@sanity/ui";
import { useEffect, useState } from "react";
import { set, unset, useClient, type StringInputProps } from "sanity";

export type TagOption = { value: string; label: string };

/** Every tag on an insight, published or draft (an editor may be preparing both), as key and name. */
export const TAGS_QUERY = `*[_type == "insight" && defined(tags)].tags[]{ value, label }`;

/** One option per key, by name; the first name a key has wins. */
export function tagOptions(tags: readonly Partial<TagOption>[]): TagOption[] {
  const byKey = new Map<string, TagOption>();
  for (const { value, label } of tags) if (value && !byKey.has(value)) byKey.set(value, { value, label: label || value });
  return [...byKey.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function TagInput({ value, onChange, readOnly, elementProps }: StringInputProps) {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [tags, setTags] = useState<TagOption[] | undefined>(undefined);
  useEffect(() => {
    const request = client.observable
      .fetch<Partial<TagOption>[]>(TAGS_QUERY)
      .subscribe({ next: (found) => setTags(tagOptions(found)), error: () => setTags([]) });
    return () => request.unsubscribe();
  }, [client]);
  // While the tags load, the kept key is shown as it is; once they are in, a key none has is marked.
  const listed = tags?.some((tag) => tag.value === value);
  return (
    <Select
      {...elementProps}
      value={value ?? ""}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())}
    >
      <option value="">Every insight</option>
      {(tags ?? []).map((tag) => (
        <option key={tag.value} value={tag.value}>
          {tag.label}
        </option>
      ))}
      {value && !listed ? <option value={value}>{tags ? `${value} (no insight has this tag)` : value}</option> : null}
    </Select>
  );
}
