/**
 * An icon field chosen by picture ("icons chosen by picture"): each of the site's icons
 * drawn beside its name, as the site draws it (app/components/blocks/icons.tsx, not a copy), in a
 * group of radio buttons. Native radios give what WCAG 2.2 AA asks of an editor's tool too: Tab
 * enters the group, the arrow keys choose, each option's name is its label (the drawing is
 * decorative), the choice shows by the radio's dot, not by colour alone, and each option is a
 * click target far larger than 24 × 24 px.
 */
import { Card, Flex, Grid, Radio, Text } from "@sanity/ui";
import { useId, type ComponentType } from "react";
import { set, unset, type StringInputProps } from "sanity";
import { Icon } from "../../app/components/blocks/icons";
import { ICON_NAMES } from "../../app/pages/shapes";

const NONE = "";

function Option({
  value,
  label,
  checked,
  name,
  readOnly,
  onChoose,
  focusProps,
}: {
  value: string;
  label: string;
  checked: boolean;
  name: string;
  readOnly: boolean | undefined;
  onChoose: (value: string) => void;
  focusProps: Partial<StringInputProps["elementProps"]> | undefined;
}) {
  return (
    <Card as="label" padding={2} radius={2} border tone={checked ? "primary" : "default"} style={{ cursor: readOnly ? "default" : "pointer" }}>
      <Flex align="center" gap={2}>
        <Radio {...focusProps} name={name} value={value} checked={checked} readOnly={readOnly} disabled={readOnly} onChange={() => onChoose(value)} />
        <span style={{ display: "inline-flex", width: 24, height: 24, flex: "none" }}>
          {value === NONE ? null : <Icon name={value} className="icon-input-drawing" />}
        </span>
        <Text size={1}>{label}</Text>
      </Flex>
    </Card>
  );
}

function iconInput(optional: boolean): ComponentType<StringInputProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: two components, with and without "No icon", made once when the schema loads.
  return function IconInput({ value, onChange, readOnly, elementProps, schemaType }) {
    const name = useId();
    const options = [...(optional ? [{ value: NONE, label: "No icon" }] : []), ...ICON_NAMES.map((icon) => ({ value: icon, label: icon }))];
    const current = value ?? NONE;
    // Sanity moves focus here (from a validation message, say) through the ref: to the chosen option, or the first.
    const focused = options.some((option) => option.value === current) ? current : options[0]!.value;
    const { id, ref, onFocus, onBlur } = elementProps;
    return (
      <Grid role="radiogroup" aria-label={schemaType.title} aria-describedby={elementProps["aria-describedby"]} columns={[2, 3, 4]} gap={2}>
        {options.map((option) => (
          <Option
            key={option.value || "none"}
            {...option}
            name={name}
            checked={option.value === current}
            readOnly={readOnly}
            onChoose={(chosen) => onChange(chosen === NONE ? unset() : set(chosen))}
            focusProps={option.value === focused ? { id, ref, onFocus, onBlur } : undefined}
          />
        ))}
      </Grid>
    );
  };
}

/** For an icon that must be chosen. */
export const IconInput = iconInput(false);
/** For an icon that may be left out: a "No icon" option first. */
export const OptionalIconInput = iconInput(true);
