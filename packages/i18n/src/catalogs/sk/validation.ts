export const validation = {};
