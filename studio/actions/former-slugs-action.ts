/**
 * Publish that first records the address a document had when its slug changed
 * (./former-slugs.ts), given the Studio's document operations. Kept apart from
 * Sanity's hook (./keep-former-slugs.ts binds `useDocumentOperation`) so the
 * tests run this very code against their Sanity stand-in.
 */
import { formerSlugsAfterPublish, type Sluggable } from "./former-slugs";

/** The part of Sanity's document operations the action uses: a patch of the draft. */
export type SlugOperations = { patch: { execute(patches: Array<{ set: { formerSlugs: string[] } }>): void } };

type ActionProps = { id: string; type: string; draft?: unknown; published?: unknown };
/** Any publish action (Sanity's takes more props than this one reads). */
type PublishAction = ((props: never) => { onHandle?: () => void } | null) & { action?: unknown };

export function keepFormerSlugsWith(useOperations: (id: string, type: string) => SlugOperations) {
  return function keepFormerSlugs<A extends PublishAction>(publish: A): A {
    // biome-ignore lint/correctness/noComponentHookFactories: the factory takes the Studio's hook, so tests can hand it their own; it runs once, at configuration.
    const KeepFormerSlugs = (props: ActionProps) => {
      const original = (publish as unknown as (props: ActionProps) => ReturnType<A>)(props);
      const { patch } = useOperations(props.id, props.type);
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
    return KeepFormerSlugs as unknown as A;
  };
}
