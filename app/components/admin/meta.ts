/** Title and robots tags of an admin page: admin pages are never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex" }];
}
