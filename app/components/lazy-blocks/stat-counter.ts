// The counting figures as a built page loads them on demand (app/blocks/lazy-blocks.ts; why a module of their own: ./questions.tsx).
export { StatsBand as default } from "../blocks/stat-counter";
