// The types of ./block-registry.mjs, a plain module so that `npm run content:types` runs it with node.
export declare function writeBlockRegistry(folder: string, target: string): void;
