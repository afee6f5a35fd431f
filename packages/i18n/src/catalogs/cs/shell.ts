export const shell = {};
