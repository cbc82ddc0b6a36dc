// The testimonial carousel as a built page loads it on demand (app/blocks/lazy-blocks.ts; why a module of its own: ./questions.tsx).
export { TestimonialCarousel as default } from "../testimonial-carousel";
