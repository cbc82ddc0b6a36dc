// The types of ./prune-dev-optional.mjs, a plain module so that the Containerfile's build stage runs it with node.
export declare function devOptionalPaths(lock: { packages?: Record<string, { devOptional?: boolean }> }): string[];
export declare function pruneDevOptional(root: string): string[];
