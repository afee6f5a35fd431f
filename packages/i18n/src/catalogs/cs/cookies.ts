export const cookies = {};
