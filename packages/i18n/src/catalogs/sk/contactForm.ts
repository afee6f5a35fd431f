export const contactForm = {};
