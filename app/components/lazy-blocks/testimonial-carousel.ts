// The testimonial carousel as a built page loads it on demand (app/pages/lazy-blocks.ts; why a module of its own: ./accordion.ts).
export { TestimonialCarousel as default } from "../testimonial-carousel";
