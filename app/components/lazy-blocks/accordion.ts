// The accordion as a built page loads it on demand (app/pages/lazy-blocks.ts): its own small module, so the import yields a module, not a namespace the build would make for a chunk the fixed pages share.
export { Accordion as default } from "../blocks/accordion";
