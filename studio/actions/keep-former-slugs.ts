import { useDocumentOperation, type DocumentActionComponent } from "sanity";
import { formerSlugsAfterPublish, type Sluggable } from "./former-slugs";

/** Sanity's Publish, which first records the address the page had when the slug changed (./former-slugs.ts). */
export function keepFormerSlugs(publish: DocumentActionComponent): DocumentActionComponent {
  const KeepFormerSlugs: DocumentActionComponent = (props) => {
    const original = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    if (!original) return original;
    return {
      ...original,
      onHandle: () => {
        const formerSlugs = formerSlugsAfterPublish(props.published as Sluggable, props.draft as Sluggable);
        if (formerSlugs) patch.execute([{ set: { formerSlugs } }]);
        original.onHandle?.();
      },
    };
  };
  KeepFormerSlugs.action = "publish";
  return KeepFormerSlugs;
}
