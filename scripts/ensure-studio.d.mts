// The types of ./ensure-studio.mjs, a plain module so that `node` runs it before any package is there.
export declare const studioDir: string;
export declare const quietSanityEnv: NodeJS.ProcessEnv;
export declare function ensureStudio(why?: string): void;
