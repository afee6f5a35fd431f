export const errors = {};
