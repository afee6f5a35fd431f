/** Every page this stage of the shop has, with the status its first response must have. */
export const pagesOfIssue = [
  { name: 'home', path: '/', status: 200 },
  { name: 'blog', path: '/blog', status: 200 },
  // A slug both sites publish under the same address.
  { name: 'blog article', path: '/blog/vitamin-d3-v-zime', status: 200 },
  { name: 'not found', path: '/tato-stranka-neexistuje', status: 404 },
] as const;
