// The types of ./build-freshness.mjs, a plain module so that `npm start` runs it with node.
export declare const BUILD_ENTRY: string;
/** A source file changed after the build, or the build's entry when there is no build; undefined when the build is current. */
export declare function newerThanBuild(root?: string): string | undefined;
